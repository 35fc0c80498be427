import { Trans } from '@lingui/react/macro';
import type { ServiceOrderStatus } from '@shop/shared/service/order-status';

/** A service order status in the customer's language. */
export function StatusName({ status }: { status: ServiceOrderStatus }) {
  switch (status) {
    case 'booked':
      return <Trans>Rezervováno</Trans>;
    case 'received':
      return <Trans>Přijato do servisu</Trans>;
    case 'in_repair':
      return <Trans>V opravě</Trans>;
    case 'ready_for_pickup':
      return <Trans>Připraveno k vyzvednutí</Trans>;
    case 'picked_up':
      return <Trans>Vyzvednuto</Trans>;
    case 'cancelled':
      return <Trans>Zrušeno</Trans>;
  }
}
