import { createSelectorStore } from './selector-store';

const choices = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

function setup() {
  const calls: string[] = [];
  const store = createSelectorStore({
    onReset: () => calls.push('reset'),
    onColorChosen: (color) => calls.push(`color:${color}`),
  });
  const { setChoices, choose } = store.getState();
  setChoices('productType', choices('phones', 'tablets'));
  choose('productType', 'phones');
  setChoices('manufacturer', choices('apple', 'samsung'));
  choose('manufacturer', 'apple');
  setChoices('model', choices('iphone-13', 'iphone-14'));
  choose('model', 'iphone-13');
  setChoices('color', choices('iphone-13-midnight', 'iphone-13-blue'));
  choose('color', 'iphone-13-midnight');
  calls.length = 0;
  return { store, calls };
}

test('choosing a type clears manufacturer, model and colour with their choices, and resets', () => {
  const { store, calls } = setup();
  store.getState().choose('productType', 'tablets');
  const state = store.getState();
  expect(state.productType).toEqual({ selected: 'tablets', choices: choices('phones', 'tablets') });
  for (const step of ['manufacturer', 'model', 'color'] as const) expect(state[step]).toEqual({ selected: null, choices: [] });
  expect(calls).toEqual(['reset']);
});

test('choosing a manufacturer clears model and colour only', () => {
  const { store, calls } = setup();
  store.getState().choose('manufacturer', 'samsung');
  const state = store.getState();
  expect(state.productType.selected).toBe('phones');
  expect(state.manufacturer).toEqual({ selected: 'samsung', choices: choices('apple', 'samsung') });
  expect(state.model).toEqual({ selected: null, choices: [] });
  expect(state.color).toEqual({ selected: null, choices: [] });
  expect(calls).toEqual(['reset']);
});

test('choosing a model clears the colour only', () => {
  const { store, calls } = setup();
  store.getState().choose('model', 'iphone-14');
  const state = store.getState();
  expect(state.manufacturer.selected).toBe('apple');
  expect(state.model.selected).toBe('iphone-14');
  expect(state.color).toEqual({ selected: null, choices: [] });
  expect(calls).toEqual(['reset']);
});

test('choosing a colour hands it to the flow and keeps the rest', () => {
  const { store, calls } = setup();
  store.getState().choose('color', 'iphone-13-blue');
  const state = store.getState();
  expect(state.color).toEqual({ selected: 'iphone-13-blue', choices: choices('iphone-13-midnight', 'iphone-13-blue') });
  expect(state.model.selected).toBe('iphone-13');
  expect(calls).toEqual(['color:iphone-13-blue']);
});

test('deselecting the colour resets the flow', () => {
  const { store, calls } = setup();
  store.getState().choose('color', null);
  expect(store.getState().color.selected).toBeNull();
  expect(calls).toEqual(['reset']);
});

test('new choices for a step keep its selection', () => {
  const { store } = setup();
  store.getState().setChoices('model', choices('iphone-13', 'iphone-15'));
  expect(store.getState().model).toEqual({ selected: 'iphone-13', choices: choices('iphone-13', 'iphone-15') });
});

test('restoring from selector data sets every step without calling the flow', () => {
  const { store, calls } = setup();
  store.getState().restore({
    selected_choices: { product_type: 'tablets', product_manufacturer: 'samsung', product_model: null, product_color: null },
    choices: {
      product_type: choices('phones', 'tablets'),
      product_manufacturer: choices('samsung'),
      product_model: choices('galaxy-tab-s9'),
      product_color: [],
    },
  });
  const state = store.getState();
  expect(state.productType).toEqual({ selected: 'tablets', choices: choices('phones', 'tablets') });
  expect(state.manufacturer).toEqual({ selected: 'samsung', choices: choices('samsung') });
  expect(state.model).toEqual({ selected: null, choices: choices('galaxy-tab-s9') });
  expect(state.color).toEqual({ selected: null, choices: [] });
  expect(calls).toEqual([]);
});

test('each store is its own cascade', () => {
  const { store } = setup();
  const other = createSelectorStore({ onReset: () => undefined, onColorChosen: () => undefined });
  expect(other.getState().productType).toEqual({ selected: null, choices: [] });
  expect(store.getState().productType.selected).toBe('phones');
});
