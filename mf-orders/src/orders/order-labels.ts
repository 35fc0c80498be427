import { useLingui } from '@lingui/react/macro';
import type { OrderStatusDetail } from '@shop/shared/contract/orders';
import { DELIVERY_STATE_NAMES, ORDER_STATE_NAMES, PAYMENT_STATE_NAMES } from '@shop/shared/orders/state-names';

type Status = OrderStatusDetail['status'];
type Payment = OrderStatusDetail['payment_status'];
type Delivery = OrderStatusDetail['packages'][number]['delivery_status'];

/** The state names of shared/src/orders/state-names.ts (the desk's and the server's too) in the user's language. */
export function useOrderLabels() {
  const { i18n } = useLingui();
  return {
    status: (value: Status) => i18n._(ORDER_STATE_NAMES[value]),
    payment: (value: Payment) => i18n._(PAYMENT_STATE_NAMES[value]),
    delivery: (value: Delivery) => i18n._(DELIVERY_STATE_NAMES[value]),
  };
}
