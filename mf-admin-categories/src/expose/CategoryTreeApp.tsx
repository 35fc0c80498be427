import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { CategoryTreeEditor } from '../flow/CategoryTreeEditor';
import { catalogs } from '../locales/catalogs';

export interface AdminAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/kategorie/` (RO `/admin/categorii/`): the tree editor with the detail form. */
export default function CategoryTreeApp(props: AdminAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <CategoryTreeEditor />
    </WidgetProviders>
  );
}
