import { productTile } from '@shop/shared/contract/product-tile.fixture';
import { CART_STORAGE_KEY, readCartStorage } from './cart-storage';
import { createCartStore } from './cart-store';

test('each mounted widget gets its own store: one button opening its subcart leaves another closed', () => {
  const first = createCartStore();
  const second = createCartStore();
  first.getState().productAdded(2, productTile('CASE'));

  expect(first.getState().justAdded).toEqual({ product: productTile('CASE'), packageItemId: 2 });
  expect(second.getState().justAdded).toBeNull();
  first.getState().closeSubcart();
  expect(first.getState().justAdded).toBeNull();
});

test('a stored value that is not a cart counts as empty', () => {
  window.localStorage.setItem(CART_STORAGE_KEY, '{"count":-4}');
  expect(readCartStorage()).toEqual({ count: 0, packageItems: [] });
  window.localStorage.setItem(CART_STORAGE_KEY, 'not json');
  expect(readCartStorage()).toEqual({ count: 0, packageItems: [] });
});
