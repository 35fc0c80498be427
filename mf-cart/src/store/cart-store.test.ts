import { lastValue } from '@shop/shared/bus/bus';
import { cartLine, cartWith } from '../test-support/cart-fixtures';
import { productTile } from '@shop/shared/contract/product-tile.fixture';
import { CART_STORAGE_KEY, readCartStorage } from './cart-storage';
import { createCartStore } from './cart-store';

beforeEach(() => window.localStorage.clear());

test('adding appends a package item, stores the cart and puts the count on the badge (spec section 4)', () => {
  const store = createCartStore();
  store.getState().cartAnswered(cartWith([cartLine(1, 'IP13')]));
  store.getState().productAdded(cartWith([cartLine(1, 'IP13'), cartLine(2, 'CASE', { quantity: 2 })]), 2, productTile('CASE'), 'button-a');

  expect(store.getState().packageItems.map((item) => item.id)).toEqual([1, 2]);
  expect(store.getState().packageItems[1]).toEqual({ id: 2, productSeoName: 'case', installment: null });
  expect(store.getState().justAdded).toEqual({ product: productTile('CASE'), packageItemId: 2, origin: 'button-a' });
  expect(lastValue('cart-count')).toBe(3);
  expect(readCartStorage()).toEqual({ count: 3, packageItems: store.getState().packageItems });
});

test('removing drops the item, and the subcart of a removed line closes', () => {
  const store = createCartStore();
  store.getState().productAdded(cartWith([cartLine(1, 'IP13'), cartLine(2, 'CASE')]), 2, productTile('CASE'), 'button-a');
  store.getState().cartAnswered(cartWith([cartLine(1, 'IP13')]));

  expect(store.getState().packageItems.map((item) => item.id)).toEqual([1]);
  expect(store.getState().justAdded).toBeNull();
  expect(lastValue('cart-count')).toBe(1);
});

test('at zero the cart storage is emptied, not kept as an empty cart', () => {
  const store = createCartStore();
  store.getState().cartAnswered(cartWith([cartLine(1, 'IP13', { installment: { id: 4, installmentArrangeType: 'online', provider: 'Home Credit', months: 10, monthly_payment: 999, rate: 0 } })]));
  expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({
    count: 1,
    packageItems: [{ id: 1, productSeoName: 'ip13', installment: { installmentArrangeType: 'online' } }],
  });

  store.getState().countRefreshed(0);
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  expect(store.getState().packageItems).toEqual([]);
  expect(lastValue('cart-count')).toBe(0);
});

test('a new page starts from the stored cart and shows its count before the server answers', () => {
  createCartStore().getState().cartAnswered(cartWith([cartLine(1, 'IP13', { quantity: 2 })]));
  const nextPage = createCartStore();
  expect(nextPage.getState().count).toBe(2);
  expect(nextPage.getState().packageItems.map((item) => item.id)).toEqual([1]);
});

test('a stored value that is not a cart counts as empty', () => {
  window.localStorage.setItem(CART_STORAGE_KEY, '{"count":-4}');
  expect(readCartStorage()).toEqual({ count: 0, packageItems: [] });
  window.localStorage.setItem(CART_STORAGE_KEY, 'not json');
  expect(createCartStore().getState().count).toBe(0);
});
