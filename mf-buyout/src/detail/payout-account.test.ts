import { formatIbanGroups, formatPayoutAccount } from './payout-account';

test('an IBAN prints in groups of four', () => {
  expect(formatIbanGroups('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
  expect(formatPayoutAccount('RO49AAAA1B31007593840000', 'AAAA')).toBe('RO49 AAAA 1B31 0075 9384 0000');
});

test('a Czech account carries its bank code after a slash', () => {
  expect(formatPayoutAccount('19-2000145399', '0800')).toBe('19-2000145399/0800');
  expect(formatPayoutAccount('19-2000145399', '')).toBe('19-2000145399');
});
