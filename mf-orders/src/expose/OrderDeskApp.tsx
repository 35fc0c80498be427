import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { OrderDesk } from '../desk/OrderDesk';
import { catalogs } from '../locales/catalogs';

export interface OrderDeskAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/objednavky/` (RO `/admin/comenzi/`): the staff's fulfilment desk. */
export default function OrderDeskApp(props: OrderDeskAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <OrderDesk />
    </WidgetProviders>
  );
}
