import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { UsersScreen } from '../users/UsersScreen';
import { catalogs } from '../locales/catalogs';

export interface UsersAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/uzivatele/` (RO `/admin/utilizatori/`): staff users, admin role only. */
export default function UsersApp(props: UsersAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <UsersScreen />
    </WidgetProviders>
  );
}
