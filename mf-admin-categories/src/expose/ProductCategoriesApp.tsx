import { WidgetProviders } from '@shop/shared/widget/mount';
import { ProductCategories } from '../assignment/ProductCategories';
import { catalogs } from '../locales/catalogs';
import type { AdminAppProps } from './CategoryTreeApp';

/** The shell's `/admin/produkty-kategorie/` (RO `/admin/produse-categorii/`): the assignment grid. */
export default function ProductCategoriesApp(props: AdminAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <ProductCategories />
    </WidgetProviders>
  );
}
