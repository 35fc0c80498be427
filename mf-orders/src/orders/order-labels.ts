import { useLingui } from '@lingui/react/macro';
import type { OrderStatusDetail } from '@shop/shared/contract/orders';

type Status = OrderStatusDetail['status'];
type Payment = OrderStatusDetail['payment_status'];
type Delivery = OrderStatusDetail['packages'][number]['delivery_status'];

/** The state names of shared/src/orders/order-states.ts in the user's language. */
export function useOrderLabels() {
  const { t } = useLingui();
  const status: Record<Status, string> = {
    new: t`Nová`,
    processing: t`Zpracovává se`,
    packed: t`Zabalená`,
    handed_to_carrier: t`Předána dopravci`,
    ready_for_pickup: t`Připravena k vyzvednutí`,
    delivered: t`Doručená`,
    cancelled: t`Zrušená`,
    returned: t`Vrácená`,
  };
  const payment: Record<Payment, string> = {
    paid: t`Zaplaceno`,
    not_paid: t`Nezaplaceno`,
    waiting_for_payment: t`Čeká na platbu`,
  };
  const delivery: Record<Delivery, string> = {
    new: t`Nová`,
    picking: t`Vychystává se`,
    packed: t`Zabaleno`,
    handed_to_carrier: t`Předáno dopravci`,
    in_transit: t`Na cestě`,
    ready_for_pickup: t`Připraveno k vyzvednutí`,
    delivered: t`Doručeno`,
    returned: t`Vráceno`,
  };
  return {
    status: (value: Status) => status[value],
    payment: (value: Payment) => payment[value],
    delivery: (value: Delivery) => delivery[value],
  };
}
