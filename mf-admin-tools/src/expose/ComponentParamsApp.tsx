import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { ComponentParamsScreen } from '../component-params/ComponentParamsScreen';
import { catalogs } from '../locales/catalogs';

export interface ComponentParamsAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/nastaveni/` (RO `/admin/setari/`): component params. */
export default function ComponentParamsApp(props: ComponentParamsAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <ComponentParamsScreen />
    </WidgetProviders>
  );
}
