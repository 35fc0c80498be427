import { QueryClient } from '@tanstack/react-query';
import { lastValue, subscribe } from '@shop/shared/bus/bus';
import { cartPackages } from '@shop/shared/contract/cart';
import { cartCount } from '@shop/shared/contract/cart-count';
import { menuHamburger } from '@shop/shared/contract/menu';
import { checkoutDeliveries, checkoutPayments, checkoutSummary } from '@shop/shared/contract/checkout';
import { routeKey } from '@shop/shared/query/route-query';
import { cartLine, cartWith } from '../test-support/cart-fixtures';
import { CART_STORAGE_KEY, readCartStorage } from './cart-storage';
import { afterCartWrite, cartCountAnswered } from './cart-writes';

beforeEach(() => window.localStorage.clear());

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

test('the count goes to the cache and the cart storage, and mf-cart publishes nothing on the bus (the shell does)', () => {
  const queryClient = new QueryClient();
  const published: number[] = [];
  const stop = subscribe('cart-count', (count) => published.push(count));
  const before = lastValue('cart-count');

  afterCartWrite(queryClient, cartWith([cartLine(1, 'IP13'), cartLine(2, 'CASE', { quantity: 2 })]));
  stop();

  expect(queryClient.getQueryData(routeKey(cartCount, {}))).toEqual({ count: 3 });
  expect(readCartStorage()).toEqual({
    count: 3,
    packageItems: [
      { id: 1, productSeoName: 'ip13', installment: null },
      { id: 2, productSeoName: 'case', installment: null },
    ],
  });
  expect(published).toEqual([]);
  expect(lastValue('cart-count')).toBe(before);
});

test('adding appends a package item and removing drops it (spec section 4)', () => {
  const queryClient = new QueryClient();
  afterCartWrite(queryClient, cartWith([cartLine(1, 'IP13')]));
  afterCartWrite(queryClient, cartWith([cartLine(1, 'IP13'), cartLine(2, 'CASE')]));
  expect(readCartStorage().packageItems.map((item) => item.id)).toEqual([1, 2]);
  afterCartWrite(queryClient, cartWith([cartLine(2, 'CASE')]));
  expect(readCartStorage().packageItems.map((item) => item.id)).toEqual([2]);
});

test('at zero the cart storage is emptied, not kept as an empty cart', () => {
  const queryClient = new QueryClient();
  afterCartWrite(queryClient, cartWith([cartLine(1, 'IP13', { installment: { id: 4, installmentArrangeType: 'online', provider: 'Home Credit', months: 10, monthly_payment: 999, rate: 0 } })]));
  expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({
    count: 1,
    packageItems: [{ id: 1, productSeoName: 'ip13', installment: { installmentArrangeType: 'online' } }],
  });

  cartCountAnswered(queryClient, 0);
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  expect(queryClient.getQueryData(routeKey(cartCount, {}))).toEqual({ count: 0 });
});
