import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod } from '@shop/shared/contract/order-payment-records';
import type { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, PICKING_STATUSES } from '@shop/shared/orders/order-states';

// The desk's names of the shared state lists (the server names them the same in its messages).

export const ORDER_STATUS_NAMES: Record<(typeof ORDER_STATUSES)[number], MessageDescriptor> = {
  new: msg`Nová`,
  processing: msg`Vyřizuje se`,
  packed: msg`Zabalená`,
  handed_to_carrier: msg`Předaná dopravci`,
  ready_for_pickup: msg`Připravená k vyzvednutí`,
  delivered: msg`Doručená`,
  cancelled: msg`Zrušená`,
  returned: msg`Vrácená`,
};

export const PAYMENT_STATUS_NAMES: Record<(typeof PAYMENT_STATUSES)[number], MessageDescriptor> = {
  paid: msg`Zaplaceno`,
  not_paid: msg`Nezaplaceno`,
  waiting_for_payment: msg`Čeká na platbu`,
};

export const DELIVERY_STATUS_NAMES: Record<(typeof DELIVERY_STATUSES)[number], MessageDescriptor> = {
  new: msg`Nový balík`,
  picking: msg`Vychystává se`,
  packed: msg`Zabaleno`,
  handed_to_carrier: msg`Předáno dopravci`,
  in_transit: msg`Na cestě`,
  ready_for_pickup: msg`K vyzvednutí`,
  delivered: msg`Doručeno`,
  returned: msg`Vráceno`,
};

export const PICKING_STATUS_NAMES: Record<(typeof PICKING_STATUSES)[number], MessageDescriptor> = {
  waiting: msg`Čeká na vychystání`,
  in_progress: msg`Vychystává se`,
  picked: msg`Vychystáno`,
  not_found: msg`Nenalezeno`,
  needs_replacement: msg`Potřebuje náhradu`,
};

/** How money came in (the server's timeline says the same). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  bank_transfer: msg`Bankovní převod`,
  cash: msg`Hotově`,
  card_terminal: msg`Kartou na terminálu`,
  other: msg`Jiným způsobem`,
  gateway: msg`Platební brána`,
};
