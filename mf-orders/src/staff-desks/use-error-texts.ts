import { useLingui } from '@lingui/react/macro';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';

/** A failed change as the form shows it: the field's own messages, and one general line otherwise. */
export function useErrorTexts(error: unknown) {
  const { t } = useLingui();
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;
  return {
    field: (name: string) => fieldErrorsAt(fieldErrors, [name]),
    general: error ? (firstErrorMessage(error) ?? t`Změnu se nepodařilo uložit. Zkuste to prosím znovu.`) : null,
  };
}
