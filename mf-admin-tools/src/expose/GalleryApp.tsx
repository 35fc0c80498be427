import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { GalleryScreen } from '../gallery/GalleryScreen';
import { catalogs } from '../locales/catalogs';

export interface GalleryAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/galerie/` (RO `/admin/galerie/`): gallery admin. */
export default function GalleryApp(props: GalleryAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <GalleryScreen />
    </WidgetProviders>
  );
}
