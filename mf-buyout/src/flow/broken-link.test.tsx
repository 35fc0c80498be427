import { act, screen, waitFor } from '@testing-library/react';
import type { AnalyticsEvent } from '@shop/shared/bus/analytics-event';
import { BUS_STATE_PROPERTY, publish, subscribe } from '@shop/shared/bus/bus';
import { catalogue, fakeShop, renderBuyout } from '../test-support/fake-shop';

/** The server ends the selection at the first slug it does not know, as the real selector data does. */
function shopWithoutModel(unknown: string) {
  return fakeShop((path, _init, query) => {
    if (path !== '/api/new/buyout/product-selector/data/' || query.get('product_model') !== unknown) return undefined;
    return {
      status: 200,
      body: {
        selected_choices: { product_type: 'mobilni-telefony', product_manufacturer: 'apple', product_model: null, product_color: null },
        choices: { product_type: catalogue.types, product_manufacturer: catalogue.manufacturers, product_model: catalogue.models, product_color: [] },
        appraisal: null,
      },
    };
  });
}

test('a deep link with an unknown model names the part not found and puts the valid part in the address', async () => {
  window.history.replaceState(null, '', '/vykup/mobilni-telefony/apple/neexistujici-model/');
  const entriesBefore = window.history.length;
  const views: AnalyticsEvent[] = [];
  const stop = subscribe('analytics', (event) => {
    if (event.event === 'virtual_page_view') views.push(event);
  });
  try {
    renderBuyout(shopWithoutModel('neexistujici-model').fetchImpl);
    expect(await screen.findByTestId('buyout-broken-link')).toHaveTextContent('Odkaz obsahuje neznámou položku (model: „neexistujici-model“).');
    expect(window.location.pathname).toBe('/vykup/mobilni-telefony/apple/');
    expect(window.history.length).toBe(entriesBefore);
    expect(views).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Apple' })).toBeChecked();

    act(() => publish('locale', 'ro'));
    await waitFor(() => expect(screen.getByTestId('buyout-broken-link')).toHaveTextContent('Linkul conține un element necunoscut (model: „neexistujici-model”).'));
  } finally {
    stop();
    delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  }
});

test('a link the catalogue knows whole shows no notice', async () => {
  window.history.replaceState(null, '', '/vykup/mobilni-telefony/apple/');
  renderBuyout(fakeShop().fetchImpl);
  expect(await screen.findByRole('radio', { name: 'Apple' })).toBeChecked();
  expect(screen.queryByTestId('buyout-broken-link')).toBeNull();
  expect(window.location.pathname).toBe('/vykup/mobilni-telefony/apple/');
});
