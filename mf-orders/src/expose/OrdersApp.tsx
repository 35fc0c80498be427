import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { OrdersPage } from '../orders/OrdersPage';
import { catalogs } from '../locales/catalogs';

export interface OrdersAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The page the shell shows at the market's `orders` address (shared/src/routing/page-paths.ts). */
export default function OrdersApp(props: OrdersAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <OrdersPage />
    </WidgetProviders>
  );
}
