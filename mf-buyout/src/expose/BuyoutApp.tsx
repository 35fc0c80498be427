import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { BuyoutFlow } from '../flow/BuyoutFlow';
import { catalogs } from '../locales/catalogs';

export interface BuyoutAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** What the shell renders on the buyout page: the flow with this remote's own catalogs and store. */
export default function BuyoutApp(props: BuyoutAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <BuyoutFlow apiBase={props.apiBase} />
    </WidgetProviders>
  );
}
