import { idCardNumberSchema, normalizeIdCardNumber } from './id-card';
import { accepted, refused } from './test-support';

test.each([
  ['123456789', '123456789'],
  [' 204 567 890 ', '204567890'],
])('CZ %s', (typed, normalised) => expect(normalizeIdCardNumber(typed, 'CZ')).toBe(normalised));

test.each(['12345678', '1234567890', 'AB1234567', '12345678X'])('CZ refuses %s', (typed) =>
  expect(normalizeIdCardNumber(typed, 'CZ')).toBeNull(),
);

test.each([
  ['RX 123456', 'RX123456'],
  ['xb654321', 'XB654321'],
  ['RK 1234567', 'RK1234567'], // electronic identity card: 7-digit number
])('RO %s', (typed, normalised) => expect(normalizeIdCardNumber(typed, 'RO')).toBe(normalised));

test.each(['R 123456', 'RX12345', 'RX12345678', '12123456', 'RX-123456', 'ȘX123456'])('RO refuses %s', (typed) =>
  expect(normalizeIdCardNumber(typed, 'RO')).toBeNull(),
);

test('the schema reports invalid_id_card', () => {
  expect(accepted(idCardNumberSchema('RO'), 'rx 123456')).toBe('RX123456');
  expect(refused(idCardNumberSchema('CZ'), 'RX 123456')).toEqual({ '': ['invalid_id_card'] });
});
