import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { BUS_STATE_PROPERTY, publish } from '../bus/bus';
import { ChoicesResponseSchema, type ChoicesResponse } from '../contract/common';
import { defineRoute } from '../contract/route';
import { createApiClient } from '../http/api-client';
import { renderInWidget } from '../widget/render-in-widget';
import type { SelectedChoices } from './selector-data';
import { SelectorCascade } from './SelectorCascade';
import { createSelectorStore, type SelectorStep } from './selector-store';
import { cacheRestoredChoices, stepCall, type StepChoicesCalls } from './step-choices';

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

const slug = v.object({ product_type: v.string() });
const routes = {
  productType: defineRoute({ name: 'test.types', method: 'GET', path: '/api/test/types/', auth: 'public', response: ChoicesResponseSchema }),
  manufacturer: defineRoute({ name: 'test.manufacturers', method: 'GET', path: '/api/test/manufacturers/:product_type/', auth: 'public', params: slug, response: ChoicesResponseSchema }),
  model: defineRoute({
    name: 'test.models',
    method: 'GET',
    path: '/api/test/models/:product_type/:product_manufacturer/',
    auth: 'public',
    params: v.object({ product_type: v.string(), product_manufacturer: v.string() }),
    response: ChoicesResponseSchema,
  }),
  color: defineRoute({
    name: 'test.colors',
    method: 'GET',
    path: '/api/test/colors/:product_type/:product_manufacturer/:product_model/',
    auth: 'public',
    params: v.object({ product_type: v.string(), product_manufacturer: v.string(), product_model: v.string() }),
    response: ChoicesResponseSchema,
  }),
};

const testCalls: StepChoicesCalls = (step, selection) => {
  const [type, manufacturer, model] = [selection.product_type ?? '', selection.product_manufacturer ?? '', selection.product_model ?? ''];
  switch (step) {
    case 'productType':
      return stepCall(routes.productType, {});
    case 'manufacturer':
      return stepCall(routes.manufacturer, { params: { product_type: type } });
    case 'model':
      return stepCall(routes.model, { params: { product_type: type, product_manufacturer: manufacturer } });
    case 'color':
      return stepCall(routes.color, { params: { product_type: type, product_manufacturer: manufacturer, product_model: model } });
  }
};

/** The step and selection a request of `testCalls` asks for, read back from its path. */
function stepOf(url: string): { step: SelectorStep; selection: SelectedChoices } {
  const [, , kind, ...slugs] = new URL(url, 'http://shop.test').pathname.split('/').filter(Boolean);
  const none: SelectedChoices = { product_type: null, product_manufacturer: null, product_model: null, product_color: null };
  if (kind === 'manufacturers') return { step: 'manufacturer', selection: { ...none, product_type: slugs[0]! } };
  if (kind === 'models') return { step: 'model', selection: { ...none, product_type: slugs[0]!, product_manufacturer: slugs[1]! } };
  if (kind === 'colors') return { step: 'color', selection: { ...none, product_type: slugs[0]!, product_manufacturer: slugs[1]!, product_model: slugs[2]! } };
  return { step: 'productType', selection: none };
}

type Answer = (step: SelectorStep, selection: SelectedChoices) => Promise<ChoicesResponse>;

/** The server behind `testCalls`: answers what `answer` gives, and a 500 when it throws. */
function serverFrom(answer: Answer) {
  const fetchImpl = (async (resource: RequestInfo | URL) => {
    const { step, selection } = stepOf(String(resource));
    const [status, body] = await answer(step, selection).then(
      (choicesAnswer) => [200, choicesAnswer] as const,
      () => [500, { detail: 'offline' }] as const,
    );
    return { ok: status === 200, status, headers: new Headers(), text: async () => JSON.stringify(body) } as unknown as Response;
  }) as typeof fetch;
  return {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl }),
  };
}

// The language published on the bus is page state: each test starts without one.
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
});

function setup(answer?: Answer) {
  const events: string[] = [];
  const requests: { step: SelectorStep; selection: SelectedChoices }[] = [];
  const store = createSelectorStore({ onReset: () => events.push('reset'), onColorChosen: (color) => events.push(`color:${color}`) });
  const server = serverFrom(
    answer ??
      (async (step, selection) => {
        requests.push({ step, selection });
        return catalogue(selection, step);
      }),
  );
  const view = renderInWidget(<SelectorCascade store={store} api={server.apiClient} choicesCalls={testCalls} onSelectionUrl={(url) => events.push(`url:${url}`)} />, server);
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
  // Each answer travels through fetch, the body, the schema check and the cache: let both land fully.
  expect(await screen.findByRole('radio', { name: 'Label prislusenstvi-apple' })).toBeInTheDocument();
  await act(() => new Promise((settled) => setTimeout(settled, 50)));
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
  const server = serverFrom(async (step, selection) => (requests.push(step), catalogue(selection, step)));
  const data = {
    selected_choices: { product_type: 'mobilni-telefony', product_manufacturer: 'apple', product_model: 'iphone-13', product_color: 'iphone-13-blue' },
    choices: { product_type: choices('mobilni-telefony'), product_manufacturer: choices('apple'), product_model: choices('iphone-13'), product_color: choices('iphone-13-blue') },
  };
  store.getState().restore(data.selected_choices);
  cacheRestoredChoices(server.queryClient, testCalls, data, 'cs');
  renderInWidget(<SelectorCascade store={store} api={server.apiClient} choicesCalls={testCalls} />, server);
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
