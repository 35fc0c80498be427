import { useState } from 'react';
import type { FieldErrors } from '@shop/shared/contract/route';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { fieldErrorsOf, formErrorOf } from '@shop/shared/query/form-error';

/**
 * A form's messages: the client check's, or the server's 400 field errors, whichever came last.
 * `at('email')` gives one field's list for `Field errors`.
 */
export function useFormErrors(serverError: unknown) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const formError = serverError ? formErrorOf(serverError) : null;
  const errors = clientErrors ?? fieldErrorsOf(formError);
  // A 400 may refuse the form as a whole (`non_field_errors`, e.g. too many attempts): no field shows that, so the alert does.
  const wholeForm = formError?.kind === 'invalid' ? fieldErrorsAt(formError.fieldErrors, ['non_field_errors'])[0] : undefined;
  return {
    setClientErrors,
    at: (...path: string[]) => fieldErrorsAt(errors, path),
    /** A message that belongs to no field (a refused token, a failed call), null when none. */
    formMessage: formError && formError.kind !== 'invalid' ? formError : wholeForm ? ({ kind: 'failed', message: wholeForm } as const) : null,
    hasErrors: errors !== null,
  };
}
