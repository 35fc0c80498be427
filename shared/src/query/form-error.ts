import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldErrors } from '../contract/route';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '../http/api-error';
import { useToast } from '../ui/toast';

// The one form-error helper of every remote: what a failed write means for its form (`formErrorOf`), a form's
// messages from the client check or the server (`useFormErrors`), and an admin form's save with toasts (`useFormOutcome`).

/**
 * What a failed write means for the form that sent it (spec section 8):
 * - `invalid`: a 400; the messages go to their fields, the rest to the form's alert;
 * - `conflict`: a 409; something the form showed went stale (a slot, a price) and gets its own text;
 * - `failed`: anything else; `message` is the server's text when it is fit for the user, else null.
 */
export type FormError =
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'conflict'; message: string | null }
  | { kind: 'failed'; message: string | null };

/** The one mapping of a mutation's error to a form, shared by every form of every remote. */
export function formErrorOf(error: unknown): FormError {
  if (isApiError(error) && error.status === 400 && error.fieldErrors) return { kind: 'invalid', fieldErrors: error.fieldErrors };
  if (isApiError(error) && error.status === 409) return { kind: 'conflict', message: firstErrorMessage(error) };
  return { kind: 'failed', message: firstErrorMessage(error) };
}

/** The field messages of a form error; none unless the server refused the fields (400). */
export function fieldErrorsOf(error: FormError | null): FieldErrors | null {
  return error?.kind === 'invalid' ? error.fieldErrors : null;
}

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

/**
 * An admin form's save outcome: a success toast, 400 messages kept at their fields (the draft stays as
 * typed), a 409 or any other failure as an error toast with the server's text, else `failedText`.
 */
export function useFormOutcome(failedText: string) {
  const { t } = useLingui();
  const toast = useToast();
  const [error, setError] = useState<unknown>(null);
  return {
    errorsAt: (...path: string[]) => fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, path),
    /** True when saved. */
    run: async (save: () => Promise<unknown>): Promise<boolean> => {
      setError(null);
      try {
        await save();
        toast.show({ kind: 'success', message: t`Změny byly uloženy.` });
        return true;
      } catch (caught) {
        setError(caught);
        const message = isApiError(caught) && caught.status === 400 ? t`Opravte zvýrazněná pole.` : (firstErrorMessage(caught) ?? failedText);
        toast.show({ kind: 'error', message });
        return false;
      }
    },
  };
}
