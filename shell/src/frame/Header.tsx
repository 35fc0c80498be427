import { useId, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { focusRing } from '@shop/shared/ui/focus-ring';
import { HeartIcon, SearchIcon } from '@shop/shared/ui/icons/shop-icons';
import { Link } from '../routing/router';
import { Navigation } from './Navigation';
import { CartBadge } from './CartBadge';
import { AccountLink } from './AccountLink';
import { ToolText } from './tool-text';
import { HeaderSearch } from '../catalogue/search/HeaderSearch';

/**
 * The page's header. From the tablet layout up: logo, search box, favourites, account, cart, then the menu's row. On a
 * phone one sticky row (docs/design-system.md, "Phone header"): logo, a search icon that opens the box under the row,
 * favourites, account, cart with its count and the menu, every icon named for screen readers.
 */
export function Header() {
  const { market } = useMarket();
  const { t } = useLingui();
  const searchId = useId();
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <Bar>
      <Top>
        <Logo to={pagePath(market, 'home')}>
          <Trans>Elektro Shop</Trans>
        </Logo>
        <SearchSlot id={searchId} data-open={searchOpen}>
          <HeaderSearch />
        </SearchSlot>
        <Tools>
          <SearchToggle type="button" aria-expanded={searchOpen} aria-controls={searchId} aria-label={t`Hledat`} onClick={() => setSearchOpen((open) => !open)}>
            <SearchIcon size="lg" />
          </SearchToggle>
          <ToolLink to={pagePath(market, 'favourites')}>
            <HeartIcon size="lg" />
            <ToolText>
              <Trans>Oblíbené</Trans>
            </ToolText>
          </ToolLink>
          <AccountLink />
          <ToolLink to={pagePath(market, 'cart')}>
            <CartBadge />
          </ToolLink>
        </Tools>
      </Top>
      <Navigation />
    </Bar>
  );
}

const Bar = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  padding: ${({ theme }) => `0 ${theme.spacing.md}`};
  a,
  button {
    color: inherit;
  }
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.header};
    padding: ${({ theme }) => `0 ${theme.spacing.sm}`};
    box-shadow: ${({ theme }) => theme.shadows.sticky};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.smd};
  min-height: ${({ theme }) => theme.sizes.header};
  ${({ theme }) => theme.media.mobile} {
    gap: 0;
    /* The menu button (Navigation) sits at the row's end, over this room. */
    padding-inline-end: ${({ theme }) => theme.sizes.control.md};
  }
`;

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    /* It takes the room the icons leave and never more: the row fits them exactly at 375 px, so a logo wider in the
       fallback font (before the web font arrives) would wrap the icons to a second row and shift the page when it came. */
    flex: 1 1 0;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SearchSlot = styled.div`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: none;
    &[data-open='true'] {
      /* Under the row, full width, pushed there by its order. */
      order: 1;
      display: flex;
      flex-basis: 100%;
      padding-bottom: ${({ theme }) => theme.spacing.sm};
    }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  ${({ theme }) => theme.media.mobile} {
    gap: 0;
  }
`;

const iconTarget = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const SearchToggle = styled.button`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    ${iconTarget}
    min-width: ${({ theme }) => theme.sizes.control.md};
    min-height: ${({ theme }) => theme.sizes.control.md};
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  ${focusRing}
`;

const ToolLink = styled(Link)`
  ${iconTarget}
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.sizes.control.md};
  text-decoration: none;
  ${({ theme }) => theme.media.mobile} {
    min-width: ${({ theme }) => theme.sizes.control.md};
  }
`;
