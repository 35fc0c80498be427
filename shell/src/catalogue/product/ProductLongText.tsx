import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';

// Staff's text is shown as text: React escapes it, line breaks are kept by CSS, never HTML.
const Text = styled.p`
  white-space: pre-line;
  max-width: 70ch;
`;

/** The product's long description from the product admin's SEO texts; nothing when there is none. */
export function ProductLongText({ text }: { text: string | undefined }) {
  const headingId = useId();
  if (!text) return null;
  return (
    <section aria-labelledby={headingId} data-testid="product-long-text">
      <h2 id={headingId}>
        <Trans>Popis produktu</Trans>
      </h2>
      <Text>{text}</Text>
    </section>
  );
}
