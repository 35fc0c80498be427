import { createSelectorStore } from './selector-store';

function setup() {
  const calls: string[] = [];
  const store = createSelectorStore({
    onReset: () => calls.push('reset'),
    onColorChosen: (color) => calls.push(`color:${color}`),
  });
  const { choose } = store.getState();
  choose('productType', 'phones');
  choose('manufacturer', 'apple');
  choose('model', 'iphone-13');
  choose('color', 'iphone-13-midnight');
  calls.length = 0;
  return { store, calls };
}

test('choosing a type clears manufacturer, model and colour, and resets', () => {
  const { store, calls } = setup();
  store.getState().choose('productType', 'tablets');
  const state = store.getState();
  expect(state.productType).toEqual({ selected: 'tablets' });
  for (const step of ['manufacturer', 'model', 'color'] as const) expect(state[step]).toEqual({ selected: null });
  expect(calls).toEqual(['reset']);
});

test('choosing a manufacturer clears model and colour only', () => {
  const { store, calls } = setup();
  store.getState().choose('manufacturer', 'samsung');
  const state = store.getState();
  expect(state.productType.selected).toBe('phones');
  expect(state.manufacturer).toEqual({ selected: 'samsung' });
  expect(state.model).toEqual({ selected: null });
  expect(state.color).toEqual({ selected: null });
  expect(calls).toEqual(['reset']);
});

test('choosing a model clears the colour only', () => {
  const { store, calls } = setup();
  store.getState().choose('model', 'iphone-14');
  const state = store.getState();
  expect(state.manufacturer.selected).toBe('apple');
  expect(state.model.selected).toBe('iphone-14');
  expect(state.color).toEqual({ selected: null });
  expect(calls).toEqual(['reset']);
});

test('choosing a colour hands it to the flow and keeps the rest', () => {
  const { store, calls } = setup();
  store.getState().choose('color', 'iphone-13-blue');
  const state = store.getState();
  expect(state.color).toEqual({ selected: 'iphone-13-blue' });
  expect(state.model.selected).toBe('iphone-13');
  expect(calls).toEqual(['color:iphone-13-blue']);
});

test('deselecting the colour resets the flow', () => {
  const { store, calls } = setup();
  store.getState().choose('color', null);
  expect(store.getState().color.selected).toBeNull();
  expect(calls).toEqual(['reset']);
});

test('restoring from selector data sets every step without calling the flow', () => {
  const { store, calls } = setup();
  store.getState().restore({ product_type: 'tablets', product_manufacturer: 'samsung', product_model: null, product_color: null });
  const state = store.getState();
  expect(state.productType).toEqual({ selected: 'tablets' });
  expect(state.manufacturer).toEqual({ selected: 'samsung' });
  expect(state.model).toEqual({ selected: null });
  expect(state.color).toEqual({ selected: null });
  expect(calls).toEqual([]);
});

test('each store is its own cascade', () => {
  const { store } = setup();
  const other = createSelectorStore({ onReset: () => undefined, onColorChosen: () => undefined });
  expect(other.getState().productType).toEqual({ selected: null });
  expect(store.getState().productType.selected).toBe('phones');
});
