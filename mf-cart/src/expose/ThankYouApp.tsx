import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { ThankYouFlow } from '../flow/ThankYouFlow';
import { catalogs } from '../locales/catalogs';

export interface ThankYouAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The thank-you page the shell shows at `/dekujeme/<number>/<access>/` (RO `/multumim/...`). */
export default function ThankYouApp(props: ThankYouAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <ThankYouFlow />
    </WidgetProviders>
  );
}
