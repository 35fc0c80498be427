import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { SearchScreen } from '../search/SearchScreen';
import { catalogs } from '../locales/catalogs';

export interface SearchAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/vyhledavani/` (RO `/admin/cautare/`): synonyms and searches without results. */
export default function SearchApp(props: SearchAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <SearchScreen />
    </WidgetProviders>
  );
}
