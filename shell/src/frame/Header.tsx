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
  background: #0b5394;
  color: #fff;
  padding: 0 16px;
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
  gap: 12px;
  min-height: 56px;
`;

const Logo = styled(Link)`
  font-size: 1.4rem;
  font-weight: 800;
  text-decoration: none;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  ${({ theme }) => theme.media.mobile} {
    /* Languages, favourites, cart and login: a second line on a phone rather than off the screen. */
    padding-bottom: 8px;
  }
`;
