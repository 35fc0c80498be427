import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Spinner } from '@shop/shared/ui/spinner';
import type { AppraisalOutcome } from '@shop/shared/buyout/pricing';
import type { AppraisalError } from '../store/buyout-store';

/**
 * The grade and price of the current answers, announced politely on every change. In place of
 * the price: the spec's pricing error, or the server's message after a 400 on the form load.
 */
export function PriceResult({ loading, error, outcome }: { loading: boolean; error: AppraisalError | null; outcome: AppraisalOutcome | null }) {
  const { t } = useLingui();
  const { market } = useMarket();

  let content;
  if (loading) content = <Spinner label={t`Počítám nacenění…`} />;
  else if (error?.kind === 'server') content = <ErrorText data-testid="buyout-price-error">{error.message}</ErrorText>;
  else if (error) {
    content = (
      <ErrorText data-testid="buyout-price-error">
        <Trans>Omlouváme se, ale při zjišťování nacenění nastala chyba.</Trans>
      </ErrorText>
    );
  } else if (outcome?.ok) {
    const price = formatPrice(outcome.price, market);
    const quality = outcome.quality;
    content = (
      <>
        <p>
          <Trans>
            Kvalita: <Quality data-testid="buyout-quality">{quality}</Quality>
          </Trans>
        </p>
        <p>
          <Trans>
            Vykoupíme za <Price data-testid="buyout-price">{price}</Price>
          </Trans>
        </p>
      </>
    );
  } else if (outcome?.reason === 'no_quality') {
    content = (
      <p data-testid="buyout-no-quality">
        <Trans>Zařízení v tomto stavu nemá určenou kvalitu, a proto ho nemůžeme vykoupit.</Trans>
      </p>
    );
  } else if (outcome) {
    content = (
      <p>
        <Trans>Odpovězte prosím na všechny otázky a uvidíte cenu.</Trans>
      </p>
    );
  } else content = null;

  // The live region stays in the page, so the first price is announced as well as every change.
  return (
    <div aria-live="polite" aria-busy={loading}>
      {content && (
        <Box>
          <h2>
            <Trans>Nacenění</Trans>
          </h2>
          {content}
        </Box>
      )}
    </div>
  );
}

const Box = styled.section`
  padding: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Quality = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Price = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.success};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
