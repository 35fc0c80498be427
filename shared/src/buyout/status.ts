import * as v from 'valibot';

/**
 * Where a sold device stands. `paid` and `returned` are final; a counter-offer is a new
 * price after inspection that the customer accepts (then the device is paid for) or
 * declines (then it is sent back).
 */
export const BUYOUT_STATUSES = [
  'created',
  'awaiting_pickup',
  'received',
  'inspected',
  'paid',
  'counter_offer',
  'counter_offer_accepted',
  'counter_offer_declined',
  'returned',
] as const;
export type BuyoutStatus = (typeof BUYOUT_STATUSES)[number];
export const BuyoutStatusSchema = v.picklist(BUYOUT_STATUSES);

/** Who moves a buyout into a status: the customer only answers a counter-offer, staff do the rest. */
export type StatusActor = 'staff' | 'customer';

/** Every allowed move: from -> to -> who may make it. A move missing here is refused. */
const TRANSITIONS: Readonly<Record<BuyoutStatus, Partial<Record<BuyoutStatus, StatusActor>>>> = {
  created: { awaiting_pickup: 'staff' },
  awaiting_pickup: { received: 'staff' },
  received: { inspected: 'staff' },
  inspected: { paid: 'staff', counter_offer: 'staff' },
  counter_offer: { counter_offer_accepted: 'customer', counter_offer_declined: 'customer' },
  counter_offer_accepted: { paid: 'staff' },
  counter_offer_declined: { returned: 'staff' },
  paid: {},
  returned: {},
};

export function canTransition(from: BuyoutStatus, to: BuyoutStatus): boolean {
  return TRANSITIONS[from][to] !== undefined;
}

/**
 * The statuses a staff member can ever set: the targets of staff moves. Staff and customer
 * targets do not overlap, so a route that accepts only these plus `canTransition` enforces both.
 */
export const STAFF_TARGET_STATUSES = BUYOUT_STATUSES.filter((to) =>
  BUYOUT_STATUSES.some((from) => TRANSITIONS[from][to] === 'staff'),
);

/** The customer's answer to a counter-offer and the status it leads to. */
export const COUNTER_OFFER_DECISIONS = {
  accept: 'counter_offer_accepted',
  decline: 'counter_offer_declined',
} as const satisfies Record<string, BuyoutStatus>;
export type CounterOfferDecision = keyof typeof COUNTER_OFFER_DECISIONS;

/** The statuses a staff member may move a buyout into from `from`, for the staff desk's buttons. */
export function nextStaffStatuses(from: BuyoutStatus): BuyoutStatus[] {
  return BUYOUT_STATUSES.filter((to) => TRANSITIONS[from][to] === 'staff');
}
