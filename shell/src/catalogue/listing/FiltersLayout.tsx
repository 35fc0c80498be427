import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/shared/ui/button';

// The filter drawer opens only on a narrow screen's tap: its dialog (0.9 KB brotli) is not on the listing's first screen (issue 14).
const Modal = lazy(() => import('@shop/shared/ui/modal').then((module) => ({ default: module.Modal })));

interface FiltersLayoutProps {
  filters: ReactNode;
  /** Count and ordering, beside the button that opens the filters on a phone. */
  toolbar: ReactNode;
  children: ReactNode;
}

/** Filters beside the tiles; under 851 px they move into a drawer (spec section 9). A category and the search share it. */
export function FiltersLayout({ filters, toolbar, children }: FiltersLayoutProps) {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <Layout>
        <Sidebar aria-label={t`Filtry`}>{filters}</Sidebar>
        <div>
          <Toolbar>
            {toolbar}
            <DrawerButton variant="secondary" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              <Trans>Filtry</Trans>
            </DrawerButton>
          </Toolbar>
          {children}
        </div>
      </Layout>
      {drawerOpen && (
        <Suspense fallback={null}>
          <Modal open onClose={() => setDrawerOpen(false)} title={t`Filtry`}>
            {filters}
          </Modal>
        </Suspense>
      )}
    </>
  );
}

/** What a filtered list shows when nothing is left: a way back to everything. */
export function NoFilterMatch({ onClear }: { onClear: () => void }) {
  return (
    <Empty>
      <p>
        <Trans>Filtrům neodpovídá žádný produkt.</Trans>
      </p>
      <Button variant="secondary" onClick={onClear}>
        <Trans>Zrušit filtry</Trans>
      </Button>
    </Empty>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: ${({ theme }) => theme.sizes.menu} minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const DrawerButton = styled(Button)`
  ${({ theme }) => theme.media.notMobile} {
    display: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  ${({ theme }) => theme.media.mobile} {
    /* Fixed rows on a phone: the count, then the ordering beside the Filters button. Wrapped by their widths, the
       button moved up a row when the web font (narrower than the fallback) arrived, and the tiles with it. */
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    & > :first-child {
      grid-column: 1 / -1;
    }
    & > label {
      min-width: 0;
    }
    & > label select {
      max-width: 100%;
    }
  }
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
  text-align: center;
`;
