import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { KitScreen } from '../kit/KitScreen';
import { catalogs } from '../locales/catalogs';

export interface KitAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/kit/`: the UI kit's components in their states, for staff to check the look in one place. */
export default function KitApp(props: KitAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <KitScreen />
    </WidgetProviders>
  );
}
