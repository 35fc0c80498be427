import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { MasterProductAdmin } from './MasterProductAdmin';
import { ProductDetailAdmin } from './ProductDetailAdmin';
import { ProductGrid } from './ProductGrid';

type View = { kind: 'grid' } | { kind: 'product'; id: number; from: View } | { kind: 'master'; id: number; from: View };

/** The product admin (AT-A2, AT-A3): the grid, a product's detail and its master product. "Back" returns where staff came from. */
export function ProductsScreen() {
  const [view, setView] = useState<View>({ kind: 'grid' });
  const openProduct = (id: number) => setView((current) => ({ kind: 'product', id, from: current }));
  const openMaster = (id: number) => setView((current) => ({ kind: 'master', id, from: current }));
  const back = () => setView((current) => (current.kind === 'grid' ? current : current.from));
  return (
    <div data-testid="product-admin">
      <h1>
        <Trans>Produkty</Trans>
      </h1>
      {view.kind === 'grid' && <ProductGrid onOpen={openProduct} />}
      {view.kind === 'product' && <ProductDetailAdmin key={view.id} id={view.id} onBack={back} onOpenMaster={openMaster} />}
      {view.kind === 'master' && <MasterProductAdmin key={view.id} id={view.id} onBack={back} onOpenProduct={openProduct} />}
    </div>
  );
}
