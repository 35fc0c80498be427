import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';

const byMessage = (issue: v.BaseIssue<unknown>) => issue.message;

function issuesOf(schema: v.GenericSchema, input: unknown): v.BaseIssue<unknown>[] {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected issues');
  return result.issues;
}

const body = v.object({
  e_mail: v.pipe(v.string('required'), v.nonEmpty('required'), v.email('invalid_email')),
  customer_data: v.object({
    first_name: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(3, 'max_length')),
    last_name: v.pipe(v.string('required'), v.nonEmpty('required')),
  }),
});

test('dotted paths become nested groups', () => {
  const issues = issuesOf(body, { e_mail: 'x@example.com', customer_data: { first_name: '', last_name: 'Novák' } });
  expect(issuesToFieldErrors(issues, byMessage)).toEqual({ customer_data: { first_name: ['required'] } });
});

test('several messages of one field are kept, duplicates are dropped', () => {
  const twice = v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'not_a_number'),
    v.maxLength(2, 'max_length'),
    v.regex(/^[0-9]+$/, 'not_a_number'),
  );
  const issues = issuesOf(v.object({ code: twice }), { code: 'abc' });
  expect(issues).toHaveLength(3);
  expect(issuesToFieldErrors(issues, byMessage)).toEqual({ code: ['not_a_number', 'max_length'] });
});

test('issues without a path go to non_field_errors', () => {
  const schema = v.pipe(
    v.object({ a: v.string(), b: v.string() }),
    v.check((input) => input.a !== input.b, 'passwords_mismatch'),
  );
  expect(issuesToFieldErrors(issuesOf(schema, { a: 'x', b: 'x' }), byMessage)).toEqual({
    non_field_errors: ['passwords_mismatch'],
  });
});

test('a missing group gets its message under the group name', () => {
  const issues = issuesOf(body, { e_mail: 'bad' });
  expect(issuesToFieldErrors(issues, byMessage)).toEqual({
    e_mail: ['invalid_email'],
    customer_data: [issues[1]!.message],
  });
});

test('a group with a message of its own and field messages keeps both', () => {
  const fake = [
    { path: [{ key: 'pickup_address' }], message: 'required' },
    { path: [{ key: 'pickup_address' }, { key: 'city' }], message: 'required' },
    { path: [{ key: 'pickup_address' }], message: 'invalid_postcode' },
  ] as unknown as v.BaseIssue<unknown>[];
  expect(issuesToFieldErrors(fake, byMessage)).toEqual({
    pickup_address: { non_field_errors: ['required', 'invalid_postcode'], city: ['required'] },
  });
});

test('array indexes become keys of a group', () => {
  const schema = v.object({ choices: v.array(v.pipe(v.string(), v.nonEmpty('required'))) });
  expect(issuesToFieldErrors(issuesOf(schema, { choices: ['a', ''] }), byMessage)).toEqual({
    choices: { '1': ['required'] },
  });
});

test('the translate function supplies the text', () => {
  const issues = issuesOf(body, { e_mail: '', customer_data: { first_name: 'Jan', last_name: '' } });
  expect(issuesToFieldErrors(issues, (issue) => `T:${issue.message}`)).toEqual({
    e_mail: ['T:required', 'T:invalid_email'],
    customer_data: { last_name: ['T:required'] },
  });
});
