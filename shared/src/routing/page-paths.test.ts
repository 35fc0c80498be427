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
