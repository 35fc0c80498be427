import * as v from 'valibot';
import { pagedQuerySchema } from '../contract/paged';
import { gridPart, readGridQuery, writeGridQuery } from './grid-address';

const schema = pagedQuerySchema(['name', '-name'], { status: v.optional(v.picklist(['pending', 'approved'])), search: v.optional(v.string()) });
const defaults = { page: 1, page_size: 25, ordering: 'name', status: 'pending' } as const;

test('defaults stay out of the address; a cleared filter whose default is set is written empty', () => {
  expect(writeGridQuery('', 'reviews', defaults, defaults)).toBe('');
  expect(writeGridQuery('', 'reviews', { ...defaults, page: 2, search: 'a b' }, defaults)).toBe('?reviews.page=2&reviews.search=a+b');
  expect(writeGridQuery('', 'reviews', { ...defaults, status: undefined }, defaults)).toBe('?reviews.status=');
  expect(readGridQuery('?reviews.status=', 'reviews', schema, defaults)).toEqual({ ...defaults, status: undefined });
});

test('a grid writes only its own keys and keeps the rest of the address', () => {
  const search = writeGridQuery('?orders.page=3&lang=cs&reviews.page=4', 'reviews', { ...defaults, ordering: '-name' }, defaults);
  expect(new URLSearchParams(search).toString()).toBe('orders.page=3&lang=cs&reviews.ordering=-name');
  expect(gridPart(search, 'orders')).toBe('orders.page=3');
  expect(gridPart(search, 'reviews')).toBe('reviews.ordering=-name');
});

test('values the schema refuses keep their defaults; keys of other grids and unknown keys are ignored', () => {
  const search = '?reviews.page=-1&reviews.page_size=5000&reviews.ordering=price&reviews.status=lost&reviews.admin=1&orders.page=2';
  expect(readGridQuery(search, 'reviews', schema, defaults)).toEqual(defaults);
  expect(readGridQuery('?reviews.page=7&reviews.status=approved', 'reviews', schema, defaults)).toEqual({ ...defaults, page: '7', status: 'approved' });
});
