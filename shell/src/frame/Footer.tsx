import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { LegalFooter } from '../legal/LegalFooter';
import { SellerLine } from '../legal/SellerLine';

export function Footer() {
  const { market } = useMarket();
  const { t } = useLingui();
  return (
    <Bar>
      {/* Named: the page has three navigation landmarks, and unnamed ones read the same to a screen reader. */}
      <nav aria-label={t`Odkazy v patičce`}>
        <Link to={pagePath(market, 'stores')}>
          <Trans>Prodejny</Trans>
        </Link>
        <Link to={pagePath(market, 'contact')}>
          <Trans>Kontakt</Trans>
        </Link>
        <Link to={pagePath(market, 'buyout')}>
          <Trans>Výkup zařízení</Trans>
        </Link>
        <Link to={pagePath(market, 'service')}>
          <Trans>Servis</Trans>
        </Link>
      </nav>
      <LegalFooter />
      <SellerLine />
      <small>
        <Trans>© Elektro Shop. Všechny ceny jsou včetně DPH.</Trans>
      </small>
    </Bar>
  );
}

// No `content-visibility: auto` here, unlike the tiles and rails: skipped while off screen, the footer's light text was
// checked by axe against the page's light background (contrast 1.1) instead of its own dark one.
const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.smd};
  margin-top: ${({ theme }) => theme.spacing.xxl};
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.onFooter};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.md};
  }
  a {
    color: inherit;
  }
`;
