import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { BonusesScreen } from '../bonuses/BonusesScreen';
import { catalogs } from '../locales/catalogs';

export interface BonusesAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/bonusy-vykup/` (RO `/admin/bonusuri-rascumparare/`): buy-and-sell bonus admin. */
export default function BonusesApp(props: BonusesAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <BonusesScreen />
    </WidgetProviders>
  );
}
