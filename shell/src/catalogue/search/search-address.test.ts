import { parseSearchSearch } from './parse-search-address';
import { formatSearchSearch } from './search-address';

test('the term, ordering and page survive the trip through the address', () => {
  const state = { term: 'iphone 13', ordering: 'price' as const, page: 3 };
  expect(formatSearchSearch(state)).toBe('?q=iphone+13&ordering=price&page=3');
  expect(parseSearchSearch(formatSearchSearch(state))).toEqual(state);
});

test('defaults are left out, and nonsense reads as the defaults', () => {
  expect(formatSearchSearch({ term: 'iph', ordering: 'relevance', page: 1 })).toBe('?q=iph');
  expect(parseSearchSearch('?q=%20sam%20&ordering=x&page=-1')).toEqual({ term: 'sam', ordering: 'relevance', page: 1 });
});
