import * as v from 'valibot';
import { boundedText, optionalBoundedText, optionalField, requiredField } from './field';
import { accepted, refused } from './test-support';

const upperCode = (text: string) => (/^[a-z]{3}$/i.test(text) ? text.toUpperCase() : null);

test('a required field trims, parses and normalises', () => {
  expect(accepted(requiredField(upperCode, 'invalid_title'), '  abc ')).toBe('ABC');
});

test('an empty required field says only required', () => {
  const schema = requiredField(upperCode, 'invalid_title');
  expect(refused(schema, '   ')).toEqual({ '': ['required'] });
  expect(refused(schema, undefined)).toEqual({ '': ['required'] });
  expect(refused(schema, 'abcd')).toEqual({ '': ['invalid_title'] });
});

test('an optional field keeps blank as empty text and still checks what was typed', () => {
  const schema = optionalField(upperCode, 'invalid_title');
  expect(accepted(schema, '')).toBe('');
  expect(accepted(schema, null)).toBe('');
  expect(accepted(schema, undefined)).toBe('');
  expect(accepted(schema, ' abc ')).toBe('ABC');
  expect(refused(schema, 'ab')).toEqual({ '': ['invalid_title'] });
});

test('bounded text reports its length bound', () => {
  const result = v.safeParse(boundedText(3), 'abcd');
  expect(result.issues?.map((issue) => [issue.message, issue.requirement])).toEqual([['max_length', 3]]);
  expect(accepted(boundedText(3), ' abc ')).toBe('abc');
  expect(accepted(optionalBoundedText(3), undefined)).toBe('');
  expect(refused(optionalBoundedText(3), 'abcd')).toEqual({ '': ['max_length'] });
});
