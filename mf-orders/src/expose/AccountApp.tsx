import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { AccountPage } from '../account/page/AccountPage';
import { catalogs } from '../locales/catalogs';

export interface AccountAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The page the shell shows at the market's `account` address (shared/src/routing/page-paths.ts). */
export default function AccountApp(props: AccountAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <AccountPage />
    </WidgetProviders>
  );
}
