import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { ServiceDesk } from '../staff-desks/service/ServiceDesk';
import { catalogs } from '../locales/catalogs';

export interface ServiceDeskAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/servis/` (RO `/admin/service/`): the staff's service order desk (O-S17). */
export default function ServiceDeskApp(props: ServiceDeskAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <ServiceDesk />
    </WidgetProviders>
  );
}
