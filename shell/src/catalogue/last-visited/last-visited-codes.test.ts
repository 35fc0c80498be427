import { withVisit } from './last-visited-codes';

test('the newest visit comes first and the list keeps 4', () => {
  let codes: string[] = [];
  for (const code of ['A', 'B', 'C', 'D', 'E']) codes = withVisit(codes, code);
  expect(codes).toEqual(['E', 'D', 'C', 'B']);
});

test('visiting a product again moves it to the front without a duplicate', () => {
  expect(withVisit(['D', 'C', 'B', 'A'], 'B')).toEqual(['B', 'D', 'C', 'A']);
  expect(withVisit(['B'], 'B')).toEqual(['B']);
});
