import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { MetaMasterScreen } from '../meta-master/MetaMasterScreen';
import { catalogs } from '../locales/catalogs';

export interface MetaMastersAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/meta-mastery/` (RO `/admin/meta-mastere/`): meta-master admin (AT-M8). */
export default function MetaMastersApp(props: MetaMastersAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <MetaMasterScreen />
    </WidgetProviders>
  );
}
