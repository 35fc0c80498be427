import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { CheckoutFlow } from '../flow/CheckoutFlow';
import { catalogs } from '../locales/catalogs';

export interface CheckoutAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The checkout the shell shows at `/pokladna/` (RO `/finalizare-comanda/`). */
export default function CheckoutApp(props: CheckoutAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <CheckoutFlow />
    </WidgetProviders>
  );
}
