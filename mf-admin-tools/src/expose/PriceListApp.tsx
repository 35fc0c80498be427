import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { PriceListScreen } from '../price-list/PriceListScreen';
import { catalogs } from '../locales/catalogs';

export interface PriceListAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** Shell admin page, see docs/admin-commerce.md (issue #11 admin tools). */
export default function PriceListApp(props: PriceListAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <PriceListScreen />
    </WidgetProviders>
  );
}
