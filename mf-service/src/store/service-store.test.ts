import { createApiClient } from '@shop/shared/http/api-client';
import { deferredFetch } from '../test-support/deferred-fetch';
import { iphone15Data, iphone15Suggestion, operations } from '../test-support/fixtures';
import { createServiceStore } from './service-store';

function setup() {
  const http = deferredFetch();
  const addresses: string[] = [];
  const store = createServiceStore(createApiClient({ getLocale: () => 'cs', fetchImpl: http.fetchImpl }), { onAddress: (url) => addresses.push(url) });
  return { store, http, addresses, selector: () => store.getState().selector.getState() };
}

/** A device shown with its operations and two of them ticked, as after a search pick. */
async function withPickedDevice() {
  const context = setup();
  const picking = context.store.getState().pickSearchItem(iphone15Suggestion);
  await context.http.pending[0]!.respond({ status: 200, body: { url: '/servis/mobilni-telefony/apple/iphone-15/', ...iphone15Data() } });
  await picking;
  context.store.getState().toggleOperation(2);
  context.store.getState().toggleOperation(1);
  return context;
}

test('a search pick restores the cascade, shows the operations and remembers the pick', async () => {
  const { store, http, selector, addresses } = await withPickedDevice();
  expect(http.pending[0]!.url).toBe('/api/new/service/smart-search/product-data/15/');
  expect(selector().model.selected).toBe('iphone-15');
  expect(selector().color.choices).toHaveLength(2);
  const state = store.getState();
  expect(state.searchProduct).toEqual(iphone15Suggestion);
  expect(state.operations.map((operation) => operation.id)).toEqual(operations().map((operation) => operation.id));
  expect(state.chosenOperationIds).toEqual([1, 2]);
  expect(addresses).toEqual(['/servis/mobilni-telefony/apple/iphone-15/']);
});

test.each([
  ['product type', 'productType', 'tablety'],
  ['manufacturer', 'manufacturer', 'samsung'],
  ['model', 'model', 'iphone-14'],
] as const)('choosing another %s drops the operations, their picks and the search pick', async (_, step, value) => {
  const { store, selector } = await withPickedDevice();
  selector().choose(step, value);
  const state = store.getState();
  expect(state.operations).toEqual([]);
  expect(state.chosenOperationIds).toEqual([]);
  expect(state.searchProduct).toBeNull();
});

test('a colour choice drops the old picks and loads that colour’s operations', async () => {
  const { store, http, selector, addresses } = await withPickedDevice();
  selector().choose('color', 'iphone-15-pink');
  expect(store.getState()).toMatchObject({ operations: [], chosenOperationIds: [], searchProduct: null, operationsStatus: 'loading' });
  const request = http.pending[1]!;
  expect(request.url).toBe('/api/new/service/service-operations/iphone-15-pink/');
  await request.respond({ status: 200, body: { url: '/servis/mobilni-telefony/apple/iphone-15/iphone-15-pink/', choices: operations(3, 40) } });
  expect(store.getState().operations.map((operation) => operation.id)).toEqual([40, 41, 42]);
  expect(addresses.at(-1)).toBe('/servis/mobilni-telefony/apple/iphone-15/iphone-15-pink/');
  expect(store.getState().operationsStatus).toBe('idle');
});

test('operations that arrive after the selection changed are not shown', async () => {
  const { store, http, selector, addresses } = await withPickedDevice();
  selector().choose('color', 'iphone-15-pink');
  selector().choose('color', 'iphone-15-black');
  const [, older, newer] = http.pending;
  await newer!.respond({ status: 200, body: { url: '/b/', choices: operations(2, 70) } });
  await older!.respond({ status: 200, body: { url: '/a/', choices: operations(5, 50) } });
  expect(store.getState().operations.map((operation) => operation.id)).toEqual([70, 71]);
  expect(addresses.at(-1)).toBe('/b/');
  expect(addresses).not.toContain('/a/');

  selector().choose('model', 'iphone-14');
  selector().choose('color', 'iphone-14-red');
  await http.pending[3]!.respond({ status: 200, body: { url: '/c/', choices: operations(1, 90) } });
  selector().choose('model', 'iphone-15');
  expect(store.getState().operations).toEqual([]);
});

test('a failed load can be retried', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { store, http, selector } = setup();
  selector().choose('color', 'iphone-15-pink');
  await http.pending[0]!.respond({ status: 500, body: {} });
  expect(store.getState().operationsStatus).toBe('error');
  store.getState().retryDevice();
  expect(http.pending[1]!.url).toBe('/api/new/service/service-operations/iphone-15-pink/');
  await http.pending[1]!.respond({ status: 200, body: { url: '/x/', choices: operations(1) } });
  expect(store.getState()).toMatchObject({ operationsStatus: 'idle', operations: operations(1) });
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

test('ticked operations stay in list order and untick', async () => {
  const { store } = await withPickedDevice();
  store.getState().toggleOperation(5);
  store.getState().toggleOperation(1);
  expect(store.getState().chosenOperationIds).toEqual([2, 5]);
});

test('a deep link shows the cascade and operations without calling the flow back', () => {
  const { store, http, selector } = setup();
  store.getState().showSelectorData(iphone15Data(operations(8)));
  expect(selector().manufacturer.selected).toBe('apple');
  expect(store.getState().operations).toHaveLength(8);
  expect(http.pending).toHaveLength(0);
});

test('a language switch reloads the operation names and keeps the ticks that still exist', async () => {
  const { store, http } = await withPickedDevice();
  const reloading = store.getState().reloadOperations();
  const request = http.pending[1]!;
  expect(request.url).toBe('/api/new/service/product-selector/data/?product_type=mobilni-telefony&product_manufacturer=apple&product_model=iphone-15');
  const renamed = operations().map((operation) => ({ ...operation, name: `RO ${operation.name}` })).filter((operation) => operation.id !== 2);
  await request.respond({ status: 200, body: iphone15Data(renamed) });
  await reloading;
  expect(store.getState().operations[0]!.name).toBe('RO Výměna displeje');
  expect(store.getState().chosenOperationIds).toEqual([1]);
});

test('the booking form input survives a change of device', async () => {
  const { store, selector } = await withPickedDevice();
  store.getState().updateBookingInput({ first_name: 'Jana', e_mail: 'jana@example.cz' });
  selector().choose('model', 'iphone-14');
  expect(store.getState().bookingInput).toMatchObject({ first_name: 'Jana', e_mail: 'jana@example.cz' });
});

test('after booking, the repairs, time and note are cleared and the contact kept', async () => {
  const { store } = await withPickedDevice();
  store.getState().updateBookingInput({ first_name: 'Jana', slot: '2026-11-24T10:00', note: 'Prasklý displej' });
  store.getState().bookingDone();
  expect(store.getState().chosenOperationIds).toEqual([]);
  expect(store.getState().bookingInput).toMatchObject({ first_name: 'Jana', slot: '', note: '' });
  expect(store.getState().operations).toHaveLength(operations().length);
});
