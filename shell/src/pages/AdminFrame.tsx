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
import { AdminMenu } from './AdminMenu';

/**
 * The staff area's frame. Its tools are remotes filled in by later issues; the server
 * enforces the role on every staff call, this check only spares customers a dead page.
 * `children` is the open tool; without one the frame shows its welcome. An `adminOnly` tool opened by
 * staff (an old link, a bookmark) says so instead of loading a tool whose every call answers 403 (issue #33).
 */
export function AdminFrame({ children, adminOnly = false }: { children?: ReactNode; adminOnly?: boolean }) {
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
      <AdminMenu role={role} onPurge={() => setPurgeOpen(true)} />
      {adminOnly && role !== 'admin' ? (
        <div data-testid="admin-only">
          <Alert kind="error">
            <Trans>Tento nástroj mohou otevřít jen administrátoři.</Trans>
          </Alert>
        </div>
      ) : (
        children ?? (
        <section>
          <h1>
            <Trans>Administrace obchodu</Trans>
          </h1>
          <p>
            <Trans>Vyberte nástroj v menu.</Trans>
          </p>
        </section>
        )
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
  grid-template-columns: ${({ theme }) => theme.sizes.tile} minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
