import { Trans } from '@lingui/react/macro';
import type { Availability } from '@shop/shared/contract/catalogue';

/** What a tile says about stock, best source first. */
export function AvailabilityText({ availability }: { availability: Availability }) {
  switch (availability) {
    case 'in_store':
      return <Trans>Skladem na prodejně</Trans>;
    case 'warehouse':
      return <Trans>Skladem</Trans>;
    case 'supplier':
      return <Trans>Na objednávku u dodavatele</Trans>;
    case 'sold_out':
      return <Trans>Vyprodáno</Trans>;
  }
}
