import { matchPage, pagePath } from './page-paths';

test('page paths are chosen by market', () => {
  expect(pagePath('CZ', 'stores')).toBe('/prodejny/');
  expect(pagePath('RO', 'buyout', ['apple', 'iphone 15'])).toBe('/rascumparare/apple/iphone%2015/');
});

test('an address maps back to its page and selection segments', () => {
  expect(matchPage('CZ', '/vykup/mobilni-telefony/apple')).toEqual({ page: 'buyout', segments: ['mobilni-telefony', 'apple'] });
  expect(matchPage('RO', '/')).toEqual({ page: 'home', segments: [] });
  expect(matchPage('CZ', '/rascumparare/')).toBeNull();
});

test('catalogue pages have their own slugs per market; a product page ends in its seo name', () => {
  expect(pagePath('CZ', 'product', ['apple-iphone-13'])).toBe('/produkt/apple-iphone-13/');
  expect(pagePath('RO', 'product', ['apple-iphone-13'])).toBe('/produs/apple-iphone-13/');
  expect(matchPage('RO', '/cautare/')).toEqual({ page: 'search', segments: [] });
  expect(matchPage('CZ', '/oblibene/')).toEqual({ page: 'favourites', segments: [] });
  // Category listings are not pages of the table: the shell asks the catalogue about them.
  expect(matchPage('CZ', '/mobilni-telefony/apple/')).toBeNull();
});
