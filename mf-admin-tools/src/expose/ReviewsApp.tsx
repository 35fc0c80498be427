import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { catalogs } from '../locales/catalogs';
import { ReviewsAdmin } from '../reviews/ReviewsAdmin';

export interface ReviewsAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's admin page "Recenze": the reviews grid and editor with this remote's catalogs. */
export default function ReviewsApp(props: ReviewsAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <ReviewsAdmin />
    </WidgetProviders>
  );
}
