import { formatSearchFilters, NO_SEARCH_FILTERS, parseSearchFilters } from './search-filters';
import { formatSearchSearch } from './search-address';

test('filters read from the address and written back give one address per set of choices', () => {
  const filters = parseSearchFilters('?q=iphone&kind=7&kind=2&kind=x&manufacturer=3&condition=used&quality=A&price_max=9000&in_stock=1&attribute=storage:128');
  expect(filters).toEqual({ ...NO_SEARCH_FILTERS, kind: [2, 7], manufacturer: [3], condition: ['used'], quality: ['A'], price_max: 9000, in_stock: true });
  expect(formatSearchSearch({ term: 'iphone', ordering: 'price', page: 2 }, formatSearchFilters(filters))).toBe(
    '?q=iphone&kind=2&kind=7&manufacturer=3&price_max=9000&condition=used&quality=A&in_stock=1&ordering=price&page=2',
  );
  expect(formatSearchFilters(NO_SEARCH_FILTERS)).toBe('');
});
