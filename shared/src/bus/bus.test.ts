import { BUS_STATE_PROPERTY, lastValue, publish, subscribe } from './bus';

type BusModule = typeof import('./bus');

/** A second, independent copy of the bus module, as a remote built at another time would carry. */
function otherCopy(): BusModule {
  let copy: BusModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<BusModule>('./bus');
  });
  if (!copy) throw new Error('bus module did not load');
  return copy;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
});

test('subscribers get each payload of their topic only, until they unsubscribe', () => {
  const counts: number[] = [];
  const locales: string[] = [];
  const stopCounts = subscribe('cart-count', (count) => counts.push(count));
  subscribe('locale', (locale) => locales.push(locale))();

  publish('cart-count', 1);
  publish('locale', 'ro');
  publish('cart-count', 2);
  stopCounts();
  publish('cart-count', 3);

  expect(counts).toEqual([1, 2]);
  expect(locales).toEqual([]);
});

test('the transport is a window CustomEvent named shop:<topic>', () => {
  const seen: unknown[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent).detail);
  window.addEventListener('shop:analytics', listener);
  publish('analytics', { event: 'checkout_start', payload: { value: 1299 } });
  window.removeEventListener('shop:analytics', listener);
  expect(seen).toEqual([{ event: 'checkout_start', payload: { value: 1299 } }]);
});

test('a late subscriber of a state topic gets the last value at once; analytics are not replayed', () => {
  publish('cart-count', 4);
  publish('cart-count', 5);
  publish('analytics', { event: 'view' });
  const counts: number[] = [];
  const events: unknown[] = [];
  subscribe('cart-count', (count) => counts.push(count));
  subscribe('analytics', (event) => events.push(event));

  expect(counts).toEqual([5]);
  expect(events).toEqual([]);
  expect(lastValue('cart-count')).toBe(5);
});

test('two copies of the bus share events and replayed state', () => {
  const other = otherCopy();
  expect(other.publish).not.toBe(publish);
  publish('locale', 'ro');
  const seenByOther: string[] = [];
  other.subscribe('locale', (locale) => seenByOther.push(locale));
  const seenHere: number[] = [];
  subscribe('cart-count', (count) => seenHere.push(count));

  other.publish('cart-count', 2);
  publish('locale', 'cs');

  expect(seenByOther).toEqual(['ro', 'cs']);
  expect(seenHere).toEqual([2]);
});

test('payloads that do not fit the topic (from a foreign script) never reach handlers', () => {
  const counts: number[] = [];
  subscribe('cart-count', (count) => counts.push(count));
  window.dispatchEvent(new CustomEvent('shop:cart-count', { detail: 'many' }));
  window.dispatchEvent(new CustomEvent('shop:cart-count', { detail: -1 }));
  publish('cart-count', 3);
  expect(counts).toEqual([3]);
});

// Checked by `tsc`, never run: payloads are typed per topic.
export function typeChecks() {
  // @ts-expect-error cart-count carries a number
  publish('cart-count', '3');
  // @ts-expect-error only the spec's analytics event names
  publish('analytics', { event: 'purchase' });
  // @ts-expect-error only cs and ro
  publish('locale', 'en');
}

test('a language the partner page switched to with a plain window event is what a later widget starts in', () => {
  const stop = subscribe('locale', () => {});
  window.dispatchEvent(new CustomEvent('shop:locale', { detail: 'ro' }));
  stop();
  expect(lastValue('locale')).toBe('ro');
  const later: string[] = [];
  subscribe('locale', (locale) => later.push(locale));
  expect(later).toEqual(['ro']);
});
