import { act, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { lastValue, subscribe } from '@shop/shared/bus/bus';
import { cartCount } from '@shop/shared/contract/cart-count';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { routeKey } from '@shop/shared/query/route-query';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { CartCountSync } from './CartCountSync';

test("publishes the server's count, then every count mf-cart writes into the page's cache, each once", async () => {
  const server = fakeFetch((url) => (url.endsWith('/api/new/cart/count/') ? { status: 200, body: { count: 2 } } : { status: 404, body: {} }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const published: number[] = [];
  const stop = subscribe('cart-count', (count) => published.push(count));
  renderInWidget(<CartCountSync />, { queryClient, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }) });

  await waitFor(() => expect(lastValue('cart-count')).toBe(2));
  // What mf-cart's afterCartWrite does after an add: it writes the cache, never the bus.
  act(() => queryClient.setQueryData(routeKey(cartCount, {}), { count: 3 }));
  await waitFor(() => expect(lastValue('cart-count')).toBe(3));
  stop();

  expect(published.filter((count) => count !== 0)).toEqual([2, 3]);
});
