import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Navigation } from './Navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { CartBadge } from './CartBadge';
import { AccountLink } from './AccountLink';
import { HeaderSearch } from '../catalogue/search/HeaderSearch';

export function Header() {
  const { market } = useMarket();
  return (
    <Bar>
      <Top>
        <Logo to={pagePath(market, 'home')}>
          <Trans>Elektro Shop</Trans>
        </Logo>
        <HeaderSearch />
        <Tools>
          <LanguageSwitch />
          <Link to={pagePath(market, 'favourites')}>
            <Trans>Oblíbené</Trans>
          </Link>
          <CartBadge />
          <AccountLink />
        </Tools>
      </Top>
      <Navigation />
    </Bar>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  padding: ${({ theme }) => `0 ${theme.spacing.md}`};
  a,
  button {
    color: inherit;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.smd};
  min-height: ${({ theme }) => theme.sizes.header};
`;

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  text-decoration: none;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  ${({ theme }) => theme.media.mobile} {
    /* Languages, favourites, cart and login: a second line on a phone rather than off the screen. */
    padding-bottom: ${({ theme }) => theme.spacing.sm};
  }
`;
