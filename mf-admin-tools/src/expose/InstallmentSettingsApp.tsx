import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { InstallmentSettingsScreen } from '../installment-settings/InstallmentSettingsScreen';
import { catalogs } from '../locales/catalogs';

export interface InstallmentSettingsAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** Shell admin page, see docs/admin-commerce.md (issue #11 admin tools). */
export default function InstallmentSettingsApp(props: InstallmentSettingsAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <InstallmentSettingsScreen />
    </WidgetProviders>
  );
}
