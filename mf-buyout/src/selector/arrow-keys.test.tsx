import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AnalyticsEvent } from '@shop/shared/bus/analytics-event';
import { subscribe } from '@shop/shared/bus/bus';
import { CHOICE_SETTLE_MS } from '@shop/shared/selector/settled-choice';
import { catalogue, fakeShop, renderBuyout } from '../test-support/fake-shop';

const MANUFACTURERS = ['apple', 'google', 'huawei', 'motorola', 'nokia', 'samsung'];

/** The buyout page with six manufacturers, each answering its own model list and page address. */
async function onManufacturerStep() {
  window.history.replaceState(null, '', '/vykup/');
  const shop = fakeShop((path) => {
    if (path.startsWith('/api/new/buyout/product-selector/manufacturer-choices/')) {
      return { status: 200, body: { choices: MANUFACTURERS.map((value) => ({ value, label: value.toUpperCase() })), url: '/vykup/mobilni-telefony/' } };
    }
    const model = /model-choices\/mobilni-telefony\/([a-z]+)\/$/.exec(path);
    if (model) return { status: 200, body: { choices: catalogue.models, url: `/vykup/mobilni-telefony/${model[1]}/` } };
    return undefined;
  });
  renderBuyout(shop.fetchImpl);
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  const group = await screen.findByRole('group', { name: 'Výrobce' });
  const views: AnalyticsEvent[] = [];
  const stop = subscribe('analytics', (event) => {
    if (event.event === 'virtual_page_view') views.push(event);
  });
  return {
    group,
    views,
    stop,
    modelRequests: () => shop.calls.filter((call) => call.url.includes('/model-choices/')).length,
  };
}

/** What the browser does on an arrow key in a radio group: the key, then the next radio is checked. */
function arrowTo(group: HTMLElement, name: string) {
  const radio = within(group).getByRole('radio', { name });
  fireEvent.keyDown(radio, { key: 'ArrowDown' });
  fireEvent.click(radio);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('arrowing across six manufacturers loads, pushes and counts only the one it stops on', async () => {
  const { group, views, stop, modelRequests } = await onManufacturerStep();
  try {
    const entriesBefore = window.history.length;
    for (const name of ['APPLE', 'GOOGLE', 'HUAWEI', 'MOTOROLA', 'NOKIA', 'SAMSUNG']) arrowTo(group, name);
    expect(within(group).getByRole('radio', { name: 'SAMSUNG' })).toBeChecked();
    expect(modelRequests()).toBe(0);

    await act(() => jest.advanceTimersByTimeAsync(CHOICE_SETTLE_MS));
    expect(await screen.findByRole('combobox', { name: 'Model' })).toBeInTheDocument();
    expect(modelRequests()).toBe(1);
    expect(window.location.pathname).toBe('/vykup/mobilni-telefony/samsung/');
    expect(window.history.length - entriesBefore).toBe(1);
    expect(views).toHaveLength(1);
  } finally {
    stop();
  }
});

test('Enter commits the choice the arrows reached at once', async () => {
  const { group, stop, modelRequests } = await onManufacturerStep();
  try {
    arrowTo(group, 'GOOGLE');
    arrowTo(group, 'HUAWEI');
    fireEvent.keyDown(within(group).getByRole('radio', { name: 'HUAWEI' }), { key: 'Enter' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(modelRequests()).toBe(1);
    expect(await screen.findByRole('combobox', { name: 'Model' })).toBeInTheDocument();
  } finally {
    stop();
  }
});

test('a mouse click commits at once', async () => {
  const { group, stop, modelRequests } = await onManufacturerStep();
  try {
    fireEvent.click(within(group).getByRole('radio', { name: 'NOKIA' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(modelRequests()).toBe(1);
    expect(window.location.pathname).toBe('/vykup/mobilni-telefony/nokia/');
  } finally {
    stop();
  }
});
