import { emailSchema } from './email';
import * as v from 'valibot';
import { isEntirelyNumeric, meetsPasswordRules, newPasswordEntries, newPasswordSchema, passwordsMatch } from './password';
import { accepted, refused } from './test-support';

test.each(['Heslo-123', 'Žluťoučký.kůň7', 'Ștefan#2024', 'pass PHRASE 9!', 'Aa1€aaaa'])('%s meets the rules', (password) => {
  expect(meetsPasswordRules(password)).toBe(true);
  expect(accepted(newPasswordSchema, password)).toBe(password);
});

test.each([
  ['heslo-123', 'no uppercase letter'],
  ['HESLO-123', 'no lowercase letter'],
  ['Heslo-abc', 'no digit'],
  ['Heslo1234', 'no special character'],
  ['Heslo 1234', 'a space is not a special character'],
])('%s breaks the rules (%s)', (password) => {
  expect(meetsPasswordRules(password)).toBe(false);
  expect(refused(newPasswordSchema, password)).toEqual({ '': ['password_rules'] });
});

test('an entirely numeric password gets its own message, not the general rules', () => {
  expect(isEntirelyNumeric('12345678')).toBe(true);
  expect(isEntirelyNumeric('1234567a')).toBe(false);
  expect(refused(newPasswordSchema, '12345678')).toEqual({ '': ['password_numeric'] });
});

test('length bounds and required come first, one message at a time', () => {
  expect(refused(newPasswordSchema, '')).toEqual({ '': ['required'] });
  expect(refused(newPasswordSchema, undefined)).toEqual({ '': ['required'] });
  expect(refused(newPasswordSchema, 'Aa1-')).toEqual({ '': ['min_length'] });
  expect(refused(newPasswordSchema, `Aa1-${'x'.repeat(125)}`)).toEqual({ '': ['max_length'] });
  expect(refused(newPasswordSchema, 'Heslo-1\u0000')).toEqual({ '': ['invalid_characters'] });
});

test('a password is kept as typed, surrounding spaces included', () => {
  expect(accepted(newPasswordSchema, ' Heslo-123 ')).toBe(' Heslo-123 ');
});

describe('the pair', () => {
  const form = v.object({ email: emailSchema, ...newPasswordEntries });
  const schema = v.pipe(form, passwordsMatch<v.InferOutput<typeof form>>());

  test('matching passwords pass with the extra fields', () => {
    expect(accepted(schema, { email: ' jan@example.cz ', password: 'Heslo-123', password_confirmation: 'Heslo-123' })).toEqual({
      email: 'jan@example.cz',
      password: 'Heslo-123',
      password_confirmation: 'Heslo-123',
    });
  });

  test('a difference is reported on the confirmation field', () => {
    expect(refused(schema, { email: 'jan@example.cz', password: 'Heslo-123', password_confirmation: 'Heslo-124' })).toEqual({
      password_confirmation: ['passwords_mismatch'],
    });
  });

  test('a mismatch shows together with the errors of other fields', () => {
    expect(refused(schema, { email: 'jan', password: 'Heslo-123', password_confirmation: 'Heslo-124' })).toEqual({
      email: ['invalid_email'],
      password_confirmation: ['passwords_mismatch'],
    });
  });

  test('an empty confirmation says required, and a weak password is reported on its own field', () => {
    expect(refused(schema, { email: 'jan@example.cz', password: 'heslo', password_confirmation: '' })).toEqual({
      password: ['min_length'],
      password_confirmation: ['required'],
    });
  });
});
