import { normalizeRomanianIban, romanianBankCodeSchema, romanianIbanBankCode, romanianIbanSchema } from './iban';
import { accepted, refused } from './test-support';

// RO49 AAAA 1B31 0075 9384 0000 is the Romanian example of the SWIFT IBAN registry.
test.each([
  ['RO49AAAA1B31007593840000', 'RO49AAAA1B31007593840000'],
  ['RO49 AAAA 1B31 0075 9384 0000', 'RO49AAAA1B31007593840000'],
  ['ro49 aaaa 1b31 0075 9384 0000', 'RO49AAAA1B31007593840000'],
])('%s', (typed, iban) => expect(normalizeRomanianIban(typed)).toBe(iban));

test.each([
  'RO49AAAA1B31007593840001', // mod-97 check fails
  'RO49AAAA1B3100759384000', // 23 characters
  'CZ6508000000192000145399', // a valid IBAN, but Czech
  '2000145399',
])('%s is refused', (typed) => expect(normalizeRomanianIban(typed)).toBeNull());

test('the bank identifier of an IBAN', () => {
  expect(romanianIbanBankCode('RO49AAAA1B31007593840000')).toBe('AAAA');
});

test('schemas', () => {
  expect(accepted(romanianIbanSchema, 'RO49 AAAA 1B31 0075 9384 0000')).toBe('RO49AAAA1B31007593840000');
  expect(refused(romanianIbanSchema, 'RO49AAAA1B31007593840001')).toEqual({ '': ['invalid_iban'] });
  expect(accepted(romanianBankCodeSchema, 'btrl')).toBe('BTRL');
  expect(accepted(romanianBankCodeSchema, undefined)).toBe('');
  expect(refused(romanianBankCodeSchema, '0800')).toEqual({ '': ['invalid_bank_code'] });
});
