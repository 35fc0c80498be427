import { QueryClient } from '@tanstack/react-query';
import { cartCount } from '@shop/shared/contract/cart-count';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { routeKey } from '@shop/shared/query/route-query';
import { readCartStorage } from '../store/cart-storage';
import { cartLine, cartWith } from '../test-support/cart-fixtures';
import { cartQuery } from './queries';

test('a read cart sets the count and the cart storage once, as a write answer does', async () => {
  window.localStorage.clear();
  const cart = cartWith([cartLine(1, 'IP13', { quantity: 2 })]);
  const server = fakeFetch(() => ({ status: 200, body: cart }));
  const queryClient = new QueryClient();
  const writes: unknown[] = [];
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === cartCount.name) writes.push(event.action.data);
  });

  await queryClient.fetchQuery(cartQuery(createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }), queryClient));

  expect(writes).toEqual([{ count: 2 }]);
  expect(queryClient.getQueryData(routeKey(cartCount, {}))).toEqual({ count: 2 });
  expect(readCartStorage()).toEqual({ count: 2, packageItems: [{ id: 1, productSeoName: 'ip13', installment: null }] });
});
