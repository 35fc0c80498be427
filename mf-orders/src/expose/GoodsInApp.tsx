import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { GoodsInDesk } from '../goods-in/GoodsInDesk';
import { catalogs } from '../locales/catalogs';

export interface GoodsInAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/prijem-zbozi/` (RO `/admin/receptie-marfa/`): goods-in of serialised pieces. */
export default function GoodsInApp(props: GoodsInAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <GoodsInDesk />
    </WidgetProviders>
  );
}
