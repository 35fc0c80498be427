import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main';

/**
 * The first stop of the Tab key: jumps over the header and menu (a dozen stops) to the page's content.
 * Focus is moved by hand too, because the client-side router keeps the address and some browsers
 * leave focus on the link when only the fragment changes.
 */
export function SkipLink() {
  return (
    <Skip
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      <Trans>Přeskočit na obsah</Trans>
    </Skip>
  );
}

/** Hidden off screen until focused, then shown over the header's top-left corner. */
const Skip = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.spacing.sm};
  top: -100px; /* literal-ok: off-screen until focused */
  z-index: 100;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.smd}`};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  &:focus {
    top: ${({ theme }) => theme.spacing.sm};
  }
`;
