import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BUS_STATE_PROPERTY, publish } from '../bus/bus';
import type { ChoicesResponse } from '../contract/common';
import { renderInWidget } from '../widget/render-in-widget';
import type { SelectedChoices } from './selector-data';
import { SelectorCascade, type LoadStepChoices } from './SelectorCascade';
import { createSelectorStore, type SelectorStep } from './selector-store';

const choices = (...values: string[]) => values.map((value) => ({ value, label: `Label ${value}` }));

/** A catalogue answered by step and the selection above it, like the choices routes. */
function catalogue(selection: SelectedChoices, step: SelectorStep): ChoicesResponse {
  switch (step) {
    case 'productType':
      return { choices: [{ value: 'mobilni-telefony', label: 'Mobilní telefony' }, { value: 'prislusenstvi', label: 'Příslušenství' }], url: '/vykup/' };
    case 'manufacturer':
      return { choices: choices(`${selection.product_type}-apple`, `${selection.product_type}-samsung`), url: `/vykup/${selection.product_type}/` };
    case 'model':
      return { choices: choices('iphone-13', 'iphone-14'), url: `/vykup/${selection.product_type}/${selection.product_manufacturer}/` };
    case 'color':
      return { choices: choices(`${selection.product_model}-blue`), url: `/vykup/x/y/${selection.product_model}/` };
  }
}

// The language published on the bus is page state: each test starts without one.
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
});

function setup(loadChoices?: LoadStepChoices) {
  const events: string[] = [];
  const requests: { step: SelectorStep; selection: SelectedChoices }[] = [];
  const store = createSelectorStore({ onReset: () => events.push('reset'), onColorChosen: (color) => events.push(`color:${color}`) });
  const load: LoadStepChoices =
    loadChoices ??
    (async (step, selection) => {
      requests.push({ step, selection });
      return catalogue(selection, step);
    });
  const view = renderInWidget(<SelectorCascade store={store} loadChoices={load} onSelectionUrl={(url) => events.push(`url:${url}`)} />);
  return { store, events, requests, view };
}

test('walks type -> manufacturer -> model -> colour, asking each step with the selection above it', async () => {
  const { store, events, requests } = setup();
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Label mobilni-telefony-apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'iphone-13' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'Label iphone-13-blue' }));

  expect(requests.map((request) => request.step)).toEqual(['productType', 'manufacturer', 'model', 'color']);
  expect(requests[3]!.selection).toEqual({ product_type: 'mobilni-telefony', product_manufacturer: 'mobilni-telefony-apple', product_model: 'iphone-13', product_color: null });
  expect(store.getState().color.selected).toBe('iphone-13-blue');
  expect(events).toEqual([
    'reset',
    'url:/vykup/mobilni-telefony/',
    'reset',
    'url:/vykup/mobilni-telefony/mobilni-telefony-apple/',
    'reset',
    'url:/vykup/x/y/iphone-13/',
    'color:iphone-13-blue',
  ]);
});

test('the accessories type is shown as smart watches', async () => {
  setup();
  expect(await screen.findByRole('radio', { name: 'Chytré hodinky' })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Příslušenství' })).not.toBeInTheDocument();
});

test('a new type clears manufacturer, model and colour on screen and resets the flow', async () => {
  const { events } = setup();
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Label mobilni-telefony-apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'iphone-13' } });
  await screen.findByRole('radio', { name: 'Label iphone-13-blue' });
  events.length = 0;

  fireEvent.click(screen.getByRole('radio', { name: 'Chytré hodinky' }));
  expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Label iphone-13-blue' })).not.toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: 'Label prislusenstvi-apple' })).not.toBeChecked();
  expect(screen.queryByRole('radio', { name: 'Label mobilni-telefony-apple' })).not.toBeInTheDocument();
  expect(events).toEqual(['reset', 'url:/vykup/prislusenstvi/']);
});

test('a model change clears the colour only', async () => {
  const { store, events } = setup();
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Label mobilni-telefony-apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'iphone-13' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'Label iphone-13-blue' }));
  events.length = 0;

  fireEvent.change(screen.getByRole('combobox', { name: 'Model' }), { target: { value: 'iphone-14' } });
  expect(store.getState().color.selected).toBeNull();
  expect(store.getState().manufacturer.selected).toBe('mobilni-telefony-apple');
  expect(await screen.findByRole('radio', { name: 'Label iphone-14-blue' })).not.toBeChecked();
  expect(events[0]).toBe('reset');
});

test('an answer for an earlier pick never overwrites the options of the latest one', async () => {
  const pending: { step: SelectorStep; selection: SelectedChoices; resolve: (answer: ChoicesResponse) => void }[] = [];
  setup((step, selection) => {
    if (step === 'productType') return Promise.resolve(catalogue(selection, step));
    return new Promise((resolve) => pending.push({ step, selection, resolve }));
  });
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Chytré hodinky' }));
  expect(pending.map((request) => request.selection.product_type)).toEqual(['mobilni-telefony', 'prislusenstvi']);

  await act(async () => pending[1]!.resolve(catalogue(pending[1]!.selection, 'manufacturer')));
  await act(async () => pending[0]!.resolve(catalogue(pending[0]!.selection, 'manufacturer')));
  expect(screen.getByRole('radio', { name: 'Label prislusenstvi-apple' })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Label mobilni-telefony-apple' })).not.toBeInTheDocument();
});

test('a failed step says so and loads again on retry', async () => {
  let fail = true;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setup(async (step, selection) => {
    if (step === 'manufacturer' && fail) throw new Error('offline');
    return catalogue(selection, step);
  });
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Možnosti „Výrobce“ se nepodařilo načíst.');

  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
  expect(await screen.findByRole('radio', { name: 'Label mobilni-telefony-apple' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('a restored selection is shown as it is, without asking for anything', async () => {
  const requests: SelectorStep[] = [];
  const store = createSelectorStore({ onReset: () => undefined, onColorChosen: () => undefined });
  store.getState().restore({
    selected_choices: { product_type: 'mobilni-telefony', product_manufacturer: 'apple', product_model: 'iphone-13', product_color: 'iphone-13-blue' },
    choices: { product_type: choices('mobilni-telefony'), product_manufacturer: choices('apple'), product_model: choices('iphone-13'), product_color: choices('iphone-13-blue') },
  });
  renderInWidget(<SelectorCascade store={store} loadChoices={async (step, selection) => (requests.push(step), catalogue(selection, step))} />);
  expect(screen.getByRole('radio', { name: 'Label iphone-13-blue' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('iphone-13');
  expect(requests).toEqual([]);
});

test('a language switch reloads the shown steps without moving the address', async () => {
  const { events, requests } = setup();
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  await screen.findByRole('radio', { name: 'Label mobilni-telefony-apple' });
  requests.length = 0;
  events.length = 0;

  act(() => publish('locale', 'ro'));
  await waitFor(() => expect(requests.map((request) => request.step)).toEqual(['productType', 'manufacturer']));
  expect(await screen.findByRole('radio', { name: 'Ceasuri inteligente' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Mobilní telefony' })).toBeChecked();
  expect(events).toEqual([]);
});
