import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { AttributesScreen } from '../attributes/AttributesScreen';
import { catalogs } from '../locales/catalogs';

export interface AttributesAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/parametry/` (RO `/admin/atribute/`): attribute definitions admin (AT-A1). */
export default function AttributesApp(props: AttributesAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <AttributesScreen />
    </WidgetProviders>
  );
}
