import { emailSchema } from './email';
import { accepted, refused } from './test-support';

test.each(['jan.novak@example.cz', ' ion.popescu@example.ro ', 'info+buyout@obchod.example.com'])(
  '%s is an e-mail',
  (email) => expect(accepted(emailSchema, email)).toBe(email.trim()),
);

test.each(['jan.novak@', 'jan novak@example.cz', 'ion.popescu@example', '@example.ro', 'a@b@example.cz'])(
  '%s is not an e-mail',
  (email) => expect(refused(emailSchema, email)).toEqual({ '': ['invalid_email'] }),
);

test('missing and too long', () => {
  expect(refused(emailSchema, '')).toEqual({ '': ['required'] });
  expect(refused(emailSchema, `${'a'.repeat(250)}@example.cz`)).toEqual({ '': ['max_length'] });
});
