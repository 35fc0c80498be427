import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { menuHamburger, type MenuItem } from '@shop/shared/contract/menu';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { MenuIcon } from '@shop/shared/ui/icons/shop-icons';
import { focusRing } from '@shop/shared/ui/focus-ring';
import { Link } from '../routing/router';
import { LanguageSwitch } from './LanguageSwitch';
import { ToolText } from './tool-text';
import { createHoverIntent } from './menu-timing';

/**
 * The main navigation and mega menu, fed by the hamburger-menu call in the user's language, with the language switch at
 * its end. On a phone its Menu button is the last icon of the header's one row and the menu opens under the header.
 */
export function Navigation() {
  const api = useApiClient();
  const { i18n, t } = useLingui();
  const menu = useQuery(queryFor(api, menuHamburger, {}, i18n.locale as Locale));
  const [openId, setOpenId] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const intent = useMemo(() => createHoverIntent(setOpenId), []);
  useEffect(() => () => intent.dispose(), [intent]);

  const openers = useRef(new Map<number, HTMLButtonElement>());
  const mobileToggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Escape closes what is open and gives focus back to the button that opened it; focus left
    // inside a closed panel would otherwise fall to the page body.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openId !== null) {
        intent.closeNow();
        openers.current.get(openId)?.focus();
      } else if (mobileOpen) {
        setMobileOpen(false);
        mobileToggle.current?.focus();
      }
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [intent, openId, mobileOpen]);

  const items = menu.data?.items ?? [];
  return (
    <Nav aria-label={t`Hlavní navigace`}>
      <MobileToggle ref={mobileToggle} type="button" aria-expanded={mobileOpen} aria-controls="main-menu" onClick={() => setMobileOpen((open) => !open)}>
        <MenuIcon size="lg" />
        <ToolText>
          <Trans>Menu</Trans>
        </ToolText>
      </MobileToggle>
      <Bar id="main-menu" data-open={mobileOpen}>
        {items.map((item) => (
          <TopItem key={item.id} onMouseEnter={() => intent.enter(item.id)} onMouseLeave={() => intent.leave()}>
            {item.children.length === 0 ? (
              <Link to={item.url} onClick={() => setMobileOpen(false)}>
                {item.name}
              </Link>
            ) : (
              <>
                <TopButton
                  ref={(button) => {
                    if (button) openers.current.set(item.id, button);
                    else openers.current.delete(item.id);
                  }}
                  type="button"
                  aria-expanded={openId === item.id}
                  aria-controls={`mega-${item.id}`}
                  onClick={() => intent.toggleNow(item.id)}
                >
                  {item.name}
                </TopButton>
                {openId === item.id && <MegaPanel id={`mega-${item.id}`} item={item} onNavigate={() => (intent.closeNow(), setMobileOpen(false))} />}
              </>
            )}
          </TopItem>
        ))}
        <Languages>
          <LanguageSwitch />
        </Languages>
      </Bar>
      {menu.isPending && <Spinner label={t`Načítám menu…`} />}
      {menu.isError && (
        <LoadFailed onRetry={() => void menu.refetch()}>
          <Trans>Menu se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
    </Nav>
  );
}

function MegaPanel({ id, item, onNavigate }: { id: string; item: MenuItem; onNavigate: () => void }) {
  return (
    <Panel id={id}>
      <Link to={item.url} onClick={onNavigate}>
        <strong>{item.name}</strong>
      </Link>
      <ul>
        {item.children.map((child) => (
          <li key={child.id}>
            <Link to={child.url} onClick={onNavigate}>
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const Nav = styled.nav`
  position: relative;
  ${({ theme }) => theme.media.mobile} {
    /* The Menu button and the opened menu place themselves against the header. */
    position: static;
  }
`;

const Languages = styled.li`
  margin-inline-start: auto;
  padding: ${({ theme }) => theme.spacing.xs};
  ${({ theme }) => theme.media.mobile} {
    margin-inline-start: 0;
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.smd}`};
  }
`;

const MobileToggle = styled.button`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    top: 0;
    right: ${({ theme }) => theme.spacing.sm};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.sizes.control.md};
    height: ${({ theme }) => theme.sizes.header};
    padding: 0;
    font: inherit;
    /* The header is dark blue: the browser's grey button face left white text unreadable (axe color-contrast). */
    color: inherit;
    background: transparent;
    border: 0;
    cursor: pointer;
  }
  ${focusRing}
`;

const Bar = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  /* The header's own colour: a row that wraps while the window narrows (before the phone layout applies) keeps its
     white links readable instead of spilling them onto the light page (axe color-contrast). */
  background: ${({ theme }) => theme.colors.brand};
  ${({ theme }) => theme.media.mobile} {
    display: none;
    flex-direction: column;
    &[data-open='true'] {
      /* Over the page under the sticky header, scrolling on its own: the page does not move. */
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      z-index: ${({ theme }) => theme.zIndex.header};
      display: flex;
      max-height: calc(100vh - ${({ theme }) => theme.sizes.header});
      overflow-y: auto;
      padding-bottom: ${({ theme }) => theme.spacing.md};
      background: ${({ theme }) => theme.colors.brand};
      box-shadow: ${({ theme }) => theme.shadows.raised};
    }
  }
`;

const TopItem = styled.li`
  position: relative;
  a,
  button {
    display: block;
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.smd}`};
    color: inherit;
    text-decoration: none;
    font: inherit;
    background: none;
    border: 0;
    cursor: pointer;
  }
`;

const TopButton = styled.button``;

const Panel = styled.div`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  min-width: ${({ theme }) => theme.sizes.menu};
  padding: ${({ theme }) => theme.spacing.smd};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ul {
    list-style: none;
    margin: ${({ theme }) => `${theme.spacing.sm} 0 0`};
    padding: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    position: static;
    box-shadow: none;
  }
`;
