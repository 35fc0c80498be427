import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '../http/api-error';
import { useToast } from './toast';

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
