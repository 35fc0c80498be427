import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { FeedsScreen } from '../feeds/FeedsScreen';
import { catalogs } from '../locales/catalogs';

export interface FeedsAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** Shell admin page, see docs/admin-commerce.md (issue #11 admin tools). */
export default function FeedsApp(props: FeedsAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <FeedsScreen />
    </WidgetProviders>
  );
}
