import { mergedFavourites, toggledFavourite } from './favourite-codes';

test('marking puts the product first, marking again takes it out', () => {
  expect(toggledFavourite(['A'], 'B')).toEqual(['B', 'A']);
  expect(toggledFavourite(['B', 'A'], 'B')).toEqual(['A']);
});

test('at login the browser list joins the account list without duplicates', () => {
  expect(mergedFavourites(['A', 'B'], ['C', 'B'])).toEqual(['A', 'B', 'C']);
  expect(mergedFavourites([], ['C'])).toEqual(['C']);
});
