import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { BuyoutDesk } from '../staff-desks/buyout/BuyoutDesk';
import { catalogs } from '../locales/catalogs';

export interface BuyoutDeskAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/vykupy/` (RO `/admin/rascumparari/`): the staff's buyout desk (O-S17). */
export default function BuyoutDeskApp(props: BuyoutDeskAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <BuyoutDesk />
    </WidgetProviders>
  );
}
