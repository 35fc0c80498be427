import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { RegistrationPage } from '../account/registration/RegistrationPage';
import { catalogs } from '../locales/catalogs';

export interface RegistrationAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The page the shell shows at the market's `registration` address (shared/src/routing/page-paths.ts). */
export default function RegistrationApp(props: RegistrationAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <RegistrationPage />
    </WidgetProviders>
  );
}
