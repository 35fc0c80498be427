import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';

/**
 * The documents a consumer agrees to or must be told before ordering (CZ §1820 OZ, RO OUG 34/2014): terms,
 * withdrawal information with the model form, privacy. They open in a new tab so the checkout keeps what was typed.
 */
export function LegalLinks() {
  const { market } = useMarket();
  return (
    <Links data-testid="checkout-legal-links">
      <li>
        <a href={pagePath(market, 'terms')} target="_blank" rel="noopener">
          <Trans>Obchodní podmínky</Trans>
        </a>
      </li>
      <li>
        <a href={pagePath(market, 'withdrawal')} target="_blank" rel="noopener">
          <Trans>Poučení o odstoupení od smlouvy a formulář</Trans>
        </a>
      </li>
      <li>
        <a href={pagePath(market, 'privacy')} target="_blank" rel="noopener">
          <Trans>Zásady ochrany osobních údajů</Trans>
        </a>
      </li>
    </Links>
  );
}

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
