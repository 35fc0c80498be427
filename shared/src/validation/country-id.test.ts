import { countryIdSchema } from './country-id';
import { accepted, refused } from './test-support';

test('a country id as a number or as text from a select', () => {
  expect(accepted(countryIdSchema, 56)).toBe(56);
  expect(accepted(countryIdSchema, ' 56 ')).toBe(56);
});

test.each([0, -1, 1.5, '', 'CZ', null, undefined])('%j means no country', (input) =>
  expect(refused(countryIdSchema, input)).toEqual({ '': ['required'] }),
);
