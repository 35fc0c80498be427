import { iphone15Data, iphone15Suggestion } from '../test-support/fixtures';
import { createServiceStore } from './service-store';

function setup() {
  const store = createServiceStore();
  return { store, selector: () => store.getState().selector.getState() };
}

/** A device picked in the search, its cascade shown and two repairs ticked. */
function withPickedDevice() {
  const context = setup();
  context.store.getState().pickSearchItem(iphone15Suggestion);
  context.selector().restore(iphone15Data().selected_choices);
  context.store.getState().toggleOperation(2);
  context.store.getState().toggleOperation(1);
  return context;
}

test('a search pick names the device by the suggestion', () => {
  const { store } = withPickedDevice();
  expect(store.getState().device).toEqual({ from: 'search', item: iphone15Suggestion });
  expect(store.getState().chosenOperationIds).toEqual([2, 1]);
});

test.each([
  ['product type', 'productType', 'tablety'],
  ['manufacturer', 'manufacturer', 'samsung'],
  ['model', 'model', 'iphone-14'],
] as const)('choosing another %s drops the device, its picks and the search pick', (_, step, value) => {
  const { store, selector } = withPickedDevice();
  selector().choose(step, value);
  expect(store.getState()).toMatchObject({ device: null, chosenOperationIds: [] });
});

test('a colour choice names the device by the colour and drops the old picks', () => {
  const { store, selector } = withPickedDevice();
  selector().choose('color', 'iphone-15-pink');
  expect(store.getState()).toMatchObject({ device: { from: 'color', color: 'iphone-15-pink' }, chosenOperationIds: [] });
});

test('an address names the device by its slugs', () => {
  const { store } = withPickedDevice();
  store.getState().arriveAt({ product_type: 'mobilni-telefony' });
  expect(store.getState()).toMatchObject({ device: { from: 'address', selection: { product_type: 'mobilni-telefony' } }, chosenOperationIds: [] });
});

test('a second tick of an operation unticks it', () => {
  const { store } = withPickedDevice();
  store.getState().toggleOperation(5);
  store.getState().toggleOperation(2);
  expect(store.getState().chosenOperationIds).toEqual([1, 5]);
});

test('the booking form input survives a change of device', () => {
  const { store, selector } = withPickedDevice();
  store.getState().updateBookingInput({ first_name: 'Jana', e_mail: 'jana@example.cz' });
  selector().choose('model', 'iphone-14');
  expect(store.getState().bookingInput).toMatchObject({ first_name: 'Jana', e_mail: 'jana@example.cz' });
});

test('after booking, the repairs, time and note are cleared and the contact and device kept', () => {
  const { store } = withPickedDevice();
  store.getState().updateBookingInput({ first_name: 'Jana', slot: '2026-11-24T10:00', note: 'Prasklý displej' });
  store.getState().bookingDone();
  expect(store.getState().chosenOperationIds).toEqual([]);
  expect(store.getState().bookingInput).toMatchObject({ first_name: 'Jana', slot: '', note: '' });
  expect(store.getState().device).toEqual({ from: 'search', item: iphone15Suggestion });
});
