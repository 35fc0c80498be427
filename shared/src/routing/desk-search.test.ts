import * as v from 'valibot';
import { deskSearchAddress, DESK_GRIDS } from './desk-search';
import { readGridQuery } from './grid-address';

test('a desk address carries the reference as its grid’s search, which the grid reads back', () => {
  const address = deskSearchAddress('RO', 'adminBuyouts', 'R 12/3');
  expect(address).toBe('/admin/rascumparari/?buyouts.search=R+12%2F3');
  const schema = v.object({ search: v.optional(v.string()) });
  expect(readGridQuery(new URL(address, 'http://shop.test').search, DESK_GRIDS.adminBuyouts, schema, {})).toEqual({ search: 'R 12/3' });
  expect(readGridQuery('', DESK_GRIDS.adminBuyouts, schema, {})).toEqual({});
});
