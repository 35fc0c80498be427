import { normalizePostcode, postcodeSchema } from './postcode';
import { accepted, refused } from './test-support';

test.each([
  ['110 00', '110 00'],
  ['60200', '602 00'],
  ['  739 61 ', '739 61'],
])('CZ %s', (typed, normalised) => expect(normalizePostcode(typed, 'CZ')).toBe(normalised));

test.each(['1100', '110 000', '911 01', '010 01', '11 000', '1 1000', 'ABC 12'])('CZ refuses %s', (typed) =>
  expect(normalizePostcode(typed, 'CZ')).toBeNull(),
);

test.each(['010011', '400001', '700259'])('RO %s', (typed) => expect(normalizePostcode(typed, 'RO')).toBe(typed));

test.each(['01001', '4000011', '40000A', '400 001', '110 00'])('RO refuses %s', (typed) =>
  expect(normalizePostcode(typed, 'RO')).toBeNull(),
);

test('the schema reports invalid_postcode', () => {
  expect(accepted(postcodeSchema('CZ'), '11000')).toBe('110 00');
  expect(refused(postcodeSchema('RO'), '11000')).toEqual({ '': ['invalid_postcode'] });
  expect(refused(postcodeSchema('RO'), undefined)).toEqual({ '': ['required'] });
});
