import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { catalogs } from '../locales/catalogs';
import { PurgeModal } from '../purge/PurgeModal';

export interface PurgeCacheProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
  /** The shell closes the slot (and with it the modal); focus goes back to its menu entry. */
  onClose: () => void;
}

/** What the shell's admin menu opens on "clear cache": the purge modal with this remote's catalogs. */
export default function PurgeCache({ onClose, ...props }: PurgeCacheProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <PurgeModal open onClose={onClose} />
    </WidgetProviders>
  );
}
