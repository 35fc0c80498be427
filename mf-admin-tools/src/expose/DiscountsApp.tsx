import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { DiscountsScreen } from '../discounts/DiscountsScreen';
import { catalogs } from '../locales/catalogs';

export interface DiscountsAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/slevy/` (RO `/admin/reduceri/`): discount grid, detail, generation and CSV import. */
export default function DiscountsApp(props: DiscountsAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <DiscountsScreen />
    </WidgetProviders>
  );
}
