import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { ProductsScreen } from '../products/ProductsScreen';
import { catalogs } from '../locales/catalogs';

export interface ProductsAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/produkty/` (RO `/admin/produse/`): product and master product admin. */
export default function ProductsApp(props: ProductsAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <ProductsScreen />
    </WidgetProviders>
  );
}
