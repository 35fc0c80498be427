import { deskSearchAddress, searchFromAddress } from './desk-search';

test('a desk address carries the reference as its search, which the desk reads back', () => {
  const address = deskSearchAddress('RO', 'adminBuyouts', 'R 12/3');
  expect(address).toBe('/admin/rascumparari/?search=R+12%2F3');
  window.history.replaceState(null, '', address);
  expect(searchFromAddress()).toBe('R 12/3');
  window.history.replaceState(null, '', '/admin/rascumparari/');
  expect(searchFromAddress()).toBeUndefined();
});
