import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Spinner } from '@shop/shared/ui/spinner';
import { Alert } from '@shop/shared/ui/alert';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { useSession } from '../session/use-session';
import { RemoteSlot } from '../remotes/RemoteSlot';

/**
 * The staff area's frame. Its tools are remotes filled in by later issues; the server
 * enforces the role on every staff call, this check only spares customers a dead page.
 * `children` is the open tool; without one the frame shows its welcome.
 */
export function AdminFrame({ children }: { children?: ReactNode }) {
  const { market } = useMarket();
  const session = useSession();
  const { i18n } = useLingui();
  const [purgeOpen, setPurgeOpen] = useState(false);
  if (session.isPending) return <Spinner />;
  const role = session.data?.user?.role;
  if (role !== 'staff' && role !== 'admin') {
    return (
      <div data-testid="no-permission">
      <Alert kind="error">
        <Trans>Nemáte oprávnění k přístupu na tuto stránku.</Trans>{' '}
        {!role && (
          <Link to={pagePath(market, 'login')}>
            <Trans>Přihlásit se</Trans>
          </Link>
        )}
      </Alert>
      </div>
    );
  }
  return (
    <Layout data-testid="admin-frame">
      <nav aria-label="Admin">
        <h2>
          <Trans>Administrace</Trans>
        </h2>
        <ul>
          <li>
            <button type="button" data-testid="admin-purge-cache" aria-haspopup="dialog" onClick={() => setPurgeOpen(true)}>
              <Trans>Vyčistit cache</Trans>
            </button>
          </li>
          <li>
            <Link to={pagePath(market, 'adminCategories')}>
              <Trans>Strom kategorií</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminProductCategories')}>
              <Trans>Produkty v kategoriích</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminReviews')}>
              <Trans>Recenze</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminOrders')}>
              <Trans>Objednávky</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminGoodsIn')}>
              <Trans>Příjem zboží</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminDiscounts')}>
              <Trans>Slevy</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminBonuses')}>
              <Trans>Bonusy za výkup</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminFeeds')}>
              <Trans>Export feedů</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminPriceList')}>
              <Trans>Ceník</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminInstallments')}>
              <Trans>Splátky</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminProducts')}>
              <Trans>Produkty</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminMetaMasters')}>
              <Trans>Meta-mastery</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminBuyouts')}>
              <Trans>Výkupy</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminService')}>
              <Trans>Servisní zakázky</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminTasks')}>
              <Trans>Úkoly</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminComponentParams')}>
              <Trans>Nastavení obchodu</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminGallery')}>
              <Trans>Galerie</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminLeases')}>
              <Trans>Pronájmy</Trans>
            </Link>
          </li>
          <li>
            <Link to={pagePath(market, 'adminAttributes')}>
              <Trans>Parametry produktů</Trans>
            </Link>
          </li>
          {/* Staff users are the admin role's tool (AT-X2); the server refuses others anyway. */}
          {role === 'admin' && (
            <li>
              <Link to={pagePath(market, 'adminUsers')}>
                <Trans>Uživatelé</Trans>
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {children ?? (
        <section>
          <h1>
            <Trans>Administrace obchodu</Trans>
          </h1>
          <p>
            <Trans>Vyberte nástroj v menu.</Trans>
          </p>
        </section>
      )}
      {/* The modal lives in mf-admin-tools; closing it unmounts the slot and focus returns to the menu entry. */}
      {purgeOpen && (
        <RemoteSlot remote="mf-admin-tools" exposed="./PurgeCache" props={{ market, locale: i18n.locale, onClose: () => setPurgeOpen(false) }} />
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 24px;
  ul {
    list-style: none;
    padding: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
