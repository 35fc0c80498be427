import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../http/api-error';
import { formErrorOf, useFormErrors } from './form-error';

const refused = new ApiError({ route: 'x', status: 400, fieldErrors: { email: ['Neplatný e-mail.'], non_field_errors: ['Příliš mnoho pokusů.'] } });

test('a 400 maps to its fields, a 409 to a conflict, anything else to a failure with the server text', () => {
  expect(formErrorOf(refused)).toEqual({ kind: 'invalid', fieldErrors: refused.fieldErrors });
  expect(formErrorOf(new ApiError({ route: 'x', status: 409, detail: 'Obsazeno.' }))).toEqual({ kind: 'conflict', message: 'Obsazeno.' });
  expect(formErrorOf(new Error('offline'))).toEqual({ kind: 'failed', message: null });
});

test("useFormErrors shows the server's field messages, the whole-form refusal in the alert, and the client check's when it came last", () => {
  const { result } = renderHook(() => useFormErrors(refused));
  expect(result.current.at('email')).toEqual(['Neplatný e-mail.']);
  expect(result.current.formMessage).toEqual({ kind: 'failed', message: 'Příliš mnoho pokusů.' });
  act(() => result.current.setClientErrors({ name: ['Vyplňte jméno.'] }));
  expect(result.current.at('name')).toEqual(['Vyplňte jméno.']);
  expect(result.current.at('email')).toEqual([]);
  expect(result.current.hasErrors).toBe(true);
});
