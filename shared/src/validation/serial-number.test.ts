import { normalizeSerialNumber, optionalSerialNumberSchema } from './serial-number';
import { accepted, refused } from './test-support';

// Formats as printed by the makers: Apple (12), Samsung (11), short industrial labels (5).
test.each([
  ['C02XK1ZZJG5J', 'C02XK1ZZJG5J'],
  ['r58m 123 abcd', 'R58M123ABCD'],
  ['AB123', 'AB123'],
  ['12345678901234567890', '12345678901234567890'],
])('%s is a serial number', (typed, normalised) => expect(normalizeSerialNumber(typed)).toBe(normalised));

test.each(['AB12', '123456789012345678901', 'C02-XK1ZZ', 'SN#12345', 'ŠKODA123'])('%s is not', (typed) =>
  expect(normalizeSerialNumber(typed)).toBeNull(),
);

test('the optional schema', () => {
  expect(accepted(optionalSerialNumberSchema, null)).toBe('');
  expect(refused(optionalSerialNumberSchema, 'AB1')).toEqual({ '': ['invalid_serial_number'] });
});
