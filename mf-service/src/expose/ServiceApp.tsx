import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { ServiceFlow } from '../flow/ServiceFlow';
import { catalogs } from '../locales/catalogs';

export interface ServiceAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** What the shell renders on the service page: the flow with this remote's own catalogs and store. */
export default function ServiceApp(props: ServiceAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <ServiceFlow />
    </WidgetProviders>
  );
}
