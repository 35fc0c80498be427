import { EMPTY_LISTING_STATE, formatListingSearch, parseListingSearch, toggled, withFilters, type ListingState } from './listing-address';

const filtered: ListingState = {
  page: 2,
  ordering: 'price',
  manufacturer: [7, 3],
  price_min: 5000,
  price_max: 20000,
  condition: ['used'],
  quality: ['B', 'A+'],
  in_stock: true,
  attribute: ['storage:256', 'colour:black'],
};

test('a filtered, sorted page 2 survives the trip through the address', () => {
  const search = formatListingSearch(filtered);
  expect(search).toBe(
    '?manufacturer=3&manufacturer=7&price_min=5000&price_max=20000&condition=used&quality=A%2B&quality=B&in_stock=1&attribute=colour%3Ablack&attribute=storage%3A256&ordering=price&page=2',
  );
  expect(parseListingSearch(search)).toEqual({ ...filtered, manufacturer: [3, 7], quality: ['A+', 'B'], attribute: ['colour:black', 'storage:256'] });
});

test('the plain category has no search string, and an empty one reads as the defaults', () => {
  expect(formatListingSearch(EMPTY_LISTING_STATE)).toBe('');
  expect(parseListingSearch('')).toEqual(EMPTY_LISTING_STATE);
  expect(formatListingSearch({ ...EMPTY_LISTING_STATE, ordering: '-popularity', page: 1 })).toBe('');
});

test('one state has one address, whatever order the choices were made in', () => {
  const a = formatListingSearch({ ...EMPTY_LISTING_STATE, manufacturer: [3, 7], condition: ['used', 'new'] });
  const b = formatListingSearch({ ...EMPTY_LISTING_STATE, manufacturer: [7, 3], condition: ['new', 'used'] });
  expect(a).toBe(b);
});

test('nonsense in a hand-edited link is dropped instead of breaking the page', () => {
  expect(parseListingSearch('?page=0&ordering=cheap&manufacturer=x&manufacturer=3&manufacturer=3&price_max=-5&condition=broken&quality=E&in_stock=yes&attribute=no-colon')).toEqual({
    ...EMPTY_LISTING_STATE,
    manufacturer: [3],
  });
  expect(parseListingSearch('?page=abc').page).toBe(1);
});

test('changing a filter goes back to page 1; toggling adds and removes a value', () => {
  expect(withFilters(filtered, { in_stock: false })).toMatchObject({ page: 1, in_stock: false, ordering: 'price' });
  expect(toggled([3, 7], 7)).toEqual([3]);
  expect(toggled([3], 7)).toEqual([3, 7]);
});
