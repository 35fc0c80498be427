import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { PasswordResetPage } from '../account/password-reset/PasswordResetPage';
import { catalogs } from '../locales/catalogs';

export interface PasswordResetAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The page the shell shows at the market's `passwordReset` address (shared/src/routing/page-paths.ts). */
export default function PasswordResetApp(props: PasswordResetAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <PasswordResetPage />
    </WidgetProviders>
  );
}
