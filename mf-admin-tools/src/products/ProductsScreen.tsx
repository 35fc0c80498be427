import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Tabs } from '@shop/shared/ui/tabs';
import { MasterGrid } from './MasterGrid';
import { MasterProductAdmin } from './MasterProductAdmin';
import { ProductDetailAdmin } from './ProductDetailAdmin';
import { ProductGrid } from './ProductGrid';
import { StaffTitle } from '@shop/shared/ui/staff-page';

type View = { kind: 'grid' } | { kind: 'product'; id: number; from: View } | { kind: 'master'; id: number; from: View };

/** The product admin (AT-A2, AT-A3): the grid, a product's detail and its master product. "Back" returns where staff came from. */
export function ProductsScreen() {
  const { t } = useLingui();
  const [view, setView] = useState<View>({ kind: 'grid' });
  const openProduct = (id: number) => setView((current) => ({ kind: 'product', id, from: current }));
  const openMaster = (id: number) => setView((current) => ({ kind: 'master', id, from: current }));
  const back = () => setView((current) => (current.kind === 'grid' ? current : current.from));
  return (
    <div data-testid="product-admin">
      <StaffTitle>
        <Trans>Produkty</Trans>
      </StaffTitle>
      {view.kind === 'grid' && (
        <Tabs
          label={t`Seznamy`}
          rememberKey="admin-product-lists-tab"
          tabs={[
            { id: 'products', label: t`Produkty`, content: <ProductGrid onOpen={openProduct} /> },
            { id: 'masters', label: t`Master produkty`, content: <MasterGrid onOpen={openMaster} /> },
          ]}
        />
      )}
      {view.kind === 'product' && <ProductDetailAdmin key={view.id} id={view.id} onBack={back} onOpenMaster={openMaster} />}
      {view.kind === 'master' && <MasterProductAdmin key={view.id} id={view.id} onBack={back} onOpenProduct={openProduct} />}
    </div>
  );
}
