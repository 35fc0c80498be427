import type { FieldErrors } from '../contract/route';
import { firstErrorMessage, isApiError } from '../http/api-error';

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
