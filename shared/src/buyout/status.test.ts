import { BUYOUT_STATUSES, COUNTER_OFFER_DECISIONS, STAFF_TARGET_STATUSES, canTransition, type BuyoutStatus } from './status';

function walk(path: BuyoutStatus[]): boolean {
  return path.every((status, index) => index === 0 || canTransition(path[index - 1]!, status));
}

test('a buyout goes created -> awaiting pickup -> received -> inspected -> paid', () => {
  expect(walk(['created', 'awaiting_pickup', 'received', 'inspected', 'paid'])).toBe(true);
});

test('a counter-offer ends paid when accepted and returned when declined', () => {
  expect(walk(['inspected', 'counter_offer', 'counter_offer_accepted', 'paid'])).toBe(true);
  expect(walk(['inspected', 'counter_offer', 'counter_offer_declined', 'returned'])).toBe(true);
});

test('steps cannot be skipped, undone or taken from a final status', () => {
  expect(canTransition('created', 'paid')).toBe(false);
  expect(canTransition('received', 'awaiting_pickup')).toBe(false);
  expect(canTransition('inspected', 'counter_offer_accepted')).toBe(false);
  expect(canTransition('counter_offer', 'paid')).toBe(false);
  expect(canTransition('counter_offer_declined', 'paid')).toBe(false);
  for (const to of BUYOUT_STATUSES) {
    expect(canTransition('paid', to)).toBe(false);
    expect(canTransition('returned', to)).toBe(false);
    expect(canTransition(to, to)).toBe(false);
  }
});

test('staff set every status except the first one and the customer answers', () => {
  expect(STAFF_TARGET_STATUSES).toEqual(['awaiting_pickup', 'received', 'inspected', 'paid', 'counter_offer', 'returned']);
});

test('the customer answers lead out of a counter-offer', () => {
  for (const status of Object.values(COUNTER_OFFER_DECISIONS)) {
    expect(canTransition('counter_offer', status)).toBe(true);
    expect(STAFF_TARGET_STATUSES).not.toContain(status);
  }
});
