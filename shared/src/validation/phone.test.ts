import { normalizePhone, phoneSchema } from './phone';
import { accepted, refused } from './test-support';

test.each([
  ['+420 601 123 456', '+420601123456'],
  ['601123456', '+420601123456'],
  ['00420 224 123 456', '+420224123456'],
  ['+420910123456', '+420910123456'],
])('CZ %s', (typed, normalised) => expect(normalizePhone(typed, 'CZ')).toBe(normalised));

test.each(['+420 123 456 789', '60112345', '6011234567', '+421 901 123 456', '0601123456', '+420-601-123-456'])(
  'CZ refuses %s',
  (typed) => expect(normalizePhone(typed, 'CZ')).toBeNull(),
);

test.each([
  ['+40 721 234 567', '+40721234567'],
  ['0721 234 567', '+40721234567'],
  ['021 318 1234', '+40213181234'],
  ['0040 264 123 456', '+40264123456'],
])('RO %s', (typed, normalised) => expect(normalizePhone(typed, 'RO')).toBe(normalised));

test.each(['721234567', '+40 0721 234 567', '0800 800 800', '+420 601 123 456', '07212345678'])(
  'RO refuses %s',
  (typed) => expect(normalizePhone(typed, 'RO')).toBeNull(),
);

test('the schema outputs the international form and names the problem', () => {
  expect(accepted(phoneSchema('CZ'), ' 601 123 456 ')).toBe('+420601123456');
  expect(accepted(phoneSchema('RO'), '0721234567')).toBe('+40721234567');
  expect(refused(phoneSchema('RO'), '601 123 456')).toEqual({ '': ['invalid_phone'] });
  expect(refused(phoneSchema('CZ'), '')).toEqual({ '': ['required'] });
});
