import { formatPhone, normalizePhone, phoneSchema } from './phone';
import { accepted, refused } from './test-support';

test.each([
  ['+420 601 123 456', '+420601123456'],
  ['601123456', '+420601123456'],
  ['00420 224 123 456', '+420224123456'],
  ['+420910123456', '+420910123456'],
  ['+420-601-123-456', '+420601123456'],
  ['601.123.456', '+420601123456'],
  ['601/123 456', '+420601123456'],
])('CZ %s', (typed, normalised) => expect(normalizePhone(typed, 'CZ')).toBe(normalised));

test.each([
  '+420 123 456 789',
  '60112345',
  '6011234567',
  '+421 901 123 456',
  '0601123456',
  // free-phone, premium rate and an unallocated range: no person answers there
  '800 123 456',
  '900 123 456',
  '600 123 456',
  '601 123 456 ext',
])('CZ refuses %s', (typed) => expect(normalizePhone(typed, 'CZ')).toBeNull());

test.each([
  ['+40 721 234 567', '+40721234567'],
  ['0721 234 567', '+40721234567'],
  ['021 318 1234', '+40213181234'],
  ['0040 264 123 456', '+40264123456'],
  ['0740.123.456', '+40740123456'],
  ['0722-123-456', '+40722123456'],
  ['(0257) 123 456', '+40257123456'],
  // the trunk 0 after the country code ("+40 (0) 721 ...") is read past, as libphonenumber does
  ['+40 0721 234 567', '+40721234567'],
])('RO %s', (typed, normalised) => expect(normalizePhone(typed, 'RO')).toBe(normalised));

test.each(['721234567', '0800 800 800', '0900 123 456', '+420 601 123 456', '07212345678'])(
  'RO refuses %s',
  (typed) => expect(normalizePhone(typed, 'RO')).toBeNull(),
);

test('a stored number is shown grouped as the market writes it', () => {
  expect(formatPhone('+420601123456')).toBe('+420 601 123 456');
  expect(formatPhone('+40721234567')).toBe('+40 721 234 567');
  expect(formatPhone('not a number')).toBe('not a number');
});

test('the schema outputs the international form and names the problem', () => {
  expect(accepted(phoneSchema('CZ'), ' 601 123 456 ')).toBe('+420601123456');
  expect(accepted(phoneSchema('RO'), '0721234567')).toBe('+40721234567');
  expect(refused(phoneSchema('RO'), '601 123 456')).toEqual({ '': ['invalid_phone'] });
  expect(refused(phoneSchema('CZ'), '')).toEqual({ '': ['required'] });
});
