import { othersThan, withVisit } from './last-visited-codes';

test('the newest visit comes first and the list keeps 4', () => {
  let codes: string[] = [];
  for (const code of ['A', 'B', 'C', 'D', 'E']) codes = withVisit(codes, code);
  expect(codes).toEqual(['E', 'D', 'C', 'B']);
});

test('visiting a product again moves it to the front without a duplicate', () => {
  expect(withVisit(['D', 'C', 'B', 'A'], 'B')).toEqual(['B', 'D', 'C', 'A']);
  expect(withVisit(['B'], 'B')).toEqual(['B']);
});

test('the strip leaves out the product on screen', () => {
  expect(othersThan(['B', 'D', 'C'], 'B')).toEqual(['D', 'C']);
});
