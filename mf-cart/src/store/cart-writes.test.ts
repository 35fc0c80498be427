import { QueryClient } from '@tanstack/react-query';
import { cartPackages } from '@shop/shared/contract/cart';
import { menuHamburger } from '@shop/shared/contract/menu';
import { checkoutDeliveries, checkoutPayments, checkoutSummary } from '@shop/shared/contract/checkout';
import { routeKey } from '@shop/shared/query/route-query';
import { cartLine, cartWith } from '../test-support/cart-fixtures';
import { afterCartWrite } from './cart-writes';

test("a cart write puts the answer in the cart's query and marks the checkout's price calls stale, nothing else", () => {
  const queryClient = new QueryClient();
  const priceKeys = [
    routeKey(checkoutSummary, { query: { type_delivery_code: undefined, type_payment: undefined } }),
    routeKey(checkoutDeliveries, {}),
    routeKey(checkoutPayments, { query: { type_delivery_code: undefined } }),
  ];
  for (const key of priceKeys) queryClient.setQueryData(key, []);
  const otherKey = routeKey(menuHamburger, {});
  queryClient.setQueryData(otherKey, []);
  const cart = cartWith([cartLine(1, 'IP13')]);

  afterCartWrite(queryClient, cart);

  expect(queryClient.getQueryData(routeKey(cartPackages, {}))).toBe(cart);
  expect(priceKeys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
  expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
});
