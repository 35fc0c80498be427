import { personNameSchema } from './person-name';
import { accepted, refused } from './test-support';

test.each(['Jan', 'Šťastná', 'Ștefănescu', 'Jean-Luc', "O'Brien", 'Anna Marie', 'Nguyễn'])('%s is a name', (name) =>
  expect(accepted(personNameSchema, ` ${name} `)).toBe(name),
);

test.each(['Jan2', 'Novák!', '-Jan', '<b>Jan</b>'])('%s is refused', (name) =>
  expect(refused(personNameSchema, name)).toEqual({ '': ['must_be_literal'] }),
);

test('required and bounded', () => {
  expect(refused(personNameSchema, '')).toEqual({ '': ['required'] });
  expect(refused(personNameSchema, 'a'.repeat(51))).toEqual({ '': ['max_length'] });
});
