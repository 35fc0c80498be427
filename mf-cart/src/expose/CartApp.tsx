import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { CartFlow } from '../flow/CartFlow';
import { catalogs } from '../locales/catalogs';

export interface CartAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The cart page the shell shows at `/kosik/` (RO `/cos/`). */
export default function CartApp(props: CartAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <CartFlow />
    </WidgetProviders>
  );
}
