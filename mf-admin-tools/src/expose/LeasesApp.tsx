import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { LeasesScreen } from '../leases/LeasesScreen';
import { catalogs } from '../locales/catalogs';

export interface LeasesAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/pronajmy/` (RO `/admin/inchirieri/`): lease tabs and time-limited offers. */
export default function LeasesApp(props: LeasesAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <LeasesScreen />
    </WidgetProviders>
  );
}
