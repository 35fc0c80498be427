import type { PaymentMethod } from '../contract/order-payment-records';
import type { MessageDescriptor } from '../validation/messages';
import type { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, PICKING_STATUSES } from './order-states';

// The one table of names per state domain (order-states.ts), read by the server (timeline, refusals, e-mails), the
// staff desks and the customer's pages alike, so each state is called the same everywhere. Plain descriptors marked
// for the extractor: the server imports this file under plain tsx, where no macro expands.

export const ORDER_STATE_NAMES: Record<(typeof ORDER_STATUSES)[number], MessageDescriptor> = {
  new: /*i18n*/ { id: 'order_state.new', message: 'Nová' },
  processing: /*i18n*/ { id: 'order_state.processing', message: 'Vyřizuje se' },
  packed: /*i18n*/ { id: 'order_state.packed', message: 'Zabalená' },
  handed_to_carrier: /*i18n*/ { id: 'order_state.handed_to_carrier', message: 'Předaná dopravci' },
  ready_for_pickup: /*i18n*/ { id: 'order_state.ready_for_pickup', message: 'Připravená k vyzvednutí' },
  delivered: /*i18n*/ { id: 'order_state.delivered', message: 'Doručená' },
  cancelled: /*i18n*/ { id: 'order_state.cancelled', message: 'Zrušená' },
  returned: /*i18n*/ { id: 'order_state.returned', message: 'Vrácená' },
};

export const PAYMENT_STATE_NAMES: Record<(typeof PAYMENT_STATUSES)[number], MessageDescriptor> = {
  paid: /*i18n*/ { id: 'payment_state.paid', message: 'Zaplaceno' },
  not_paid: /*i18n*/ { id: 'payment_state.not_paid', message: 'Nezaplaceno' },
  waiting_for_payment: /*i18n*/ { id: 'payment_state.waiting_for_payment', message: 'Čeká na platbu' },
};

/** A package's way (O-R7); the grid's delivery column and filter, the detail and the customer's page read these. */
export const DELIVERY_STATE_NAMES: Record<(typeof DELIVERY_STATUSES)[number], MessageDescriptor> = {
  new: /*i18n*/ { id: 'delivery_state.new', message: 'Nový balík' },
  picking: /*i18n*/ { id: 'delivery_state.picking', message: 'Vychystává se' },
  packed: /*i18n*/ { id: 'delivery_state.packed', message: 'Zabaleno' },
  handed_to_carrier: /*i18n*/ { id: 'delivery_state.handed_to_carrier', message: 'Předáno dopravci' },
  in_transit: /*i18n*/ { id: 'delivery_state.in_transit', message: 'Na cestě' },
  ready_for_pickup: /*i18n*/ { id: 'delivery_state.ready_for_pickup', message: 'Připraveno k vyzvednutí' },
  delivered: /*i18n*/ { id: 'delivery_state.delivered', message: 'Doručeno' },
  returned: /*i18n*/ { id: 'delivery_state.returned', message: 'Vráceno' },
};

export const PICKING_STATE_NAMES: Record<(typeof PICKING_STATUSES)[number], MessageDescriptor> = {
  waiting: /*i18n*/ { id: 'picking_state.waiting', message: 'Čeká na vychystání' },
  in_progress: /*i18n*/ { id: 'picking_state.in_progress', message: 'Vychystává se' },
  picked: /*i18n*/ { id: 'picking_state.picked', message: 'Vychystáno' },
  not_found: /*i18n*/ { id: 'picking_state.not_found', message: 'Nenalezeno' },
  needs_replacement: /*i18n*/ { id: 'picking_state.needs_replacement', message: 'Potřebuje náhradu' },
};

/** How money came in (recorded by staff, or the gateway). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  bank_transfer: /*i18n*/ { id: 'payment_method.bank_transfer', message: 'Bankovní převod' },
  cash: /*i18n*/ { id: 'payment_method.cash', message: 'Hotově' },
  card_terminal: /*i18n*/ { id: 'payment_method.card_terminal', message: 'Kartou na terminálu' },
  other: /*i18n*/ { id: 'payment_method.other', message: 'Jiným způsobem' },
  gateway: /*i18n*/ { id: 'payment_method.gateway', message: 'Platební brána' },
};

/**
 * The way of delivery and of payment an order line stands for, by its code: the desk and the customer's page name these
 * lines in the reader's language (the line's stored name is in the language the order was placed in).
 */
export const DELIVERY_WAY_NAMES: Record<string, MessageDescriptor> = {
  store: /*i18n*/ { id: 'delivery_way.store', message: 'Osobní odběr na prodejně' },
  pickup_point: /*i18n*/ { id: 'delivery_way.pickup_point', message: 'Výdejní místo' },
  courier: /*i18n*/ { id: 'delivery_way.courier', message: 'Kurýr na adresu' },
  liftago: /*i18n*/ { id: 'delivery_way.liftago', message: 'Liftago – doručení ještě dnes' },
  e_licence: /*i18n*/ { id: 'delivery_way.e_licence', message: 'E-mailem (elektronická licence)' },
};

export const PAYMENT_WAY_NAMES: Record<string, MessageDescriptor> = {
  card: /*i18n*/ { id: 'payment_way.card', message: 'Platební karta' },
  bank_transfer: /*i18n*/ { id: 'payment_way.bank_transfer', message: 'Bankovní převod' },
  cod: /*i18n*/ { id: 'payment_way.cod', message: 'Dobírka' },
  in_store: /*i18n*/ { id: 'payment_way.in_store', message: 'Platba na prodejně' },
  installments: /*i18n*/ { id: 'payment_way.installments', message: 'Splátky' },
  google_pay: /*i18n*/ { id: 'payment_way.google_pay', message: 'Google Pay' },
  apple_pay: /*i18n*/ { id: 'payment_way.apple_pay', message: 'Apple Pay' },
};

/** The name of an order line as the reader should see it: delivery and payment lines by their way, others as stored. */
export function orderLineName(line: { kind: string; product_code: string; name: string }, translate: (descriptor: MessageDescriptor) => string): string {
  const table = line.kind === 'delivery' ? DELIVERY_WAY_NAMES : line.kind === 'payment' ? PAYMENT_WAY_NAMES : null;
  const descriptor = table?.[line.product_code];
  return descriptor ? translate(descriptor) : line.name;
}

/** Delivery and payment lines carry an internal code (`courier`, `bank_transfer`), which is no product code to show. */
export const shownProductCode = (line: { kind: string; product_code: string }): string => (line.kind === 'delivery' || line.kind === 'payment' ? '' : line.product_code);
