import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { fieldErrorsAt, isApiError } from '@shop/shared/http/api-error';
import { Alert } from '@shop/shared/ui/alert';
import { Spinner } from '@shop/shared/ui/spinner';
import { useConfirmEmail } from './queries';

/** The welcome mail's link `<account>/confirm/<token>/`: confirms once when the page opens. */
export function EmailConfirmation({ token }: { token: string }) {
  const confirm = useConfirmEmail(token);
  const started = useRef(false);
  useEffect(() => {
    // Once per token, also under StrictMode's double effects: a second call would find the token used.
    if (started.current) return;
    started.current = true;
    confirm.mutate();
  }, [confirm]);

  if (confirm.isPending || confirm.isIdle) return <Spinner label="…" />;
  if (confirm.isSuccess) {
    return (
      <Alert kind="success">
        <Trans>Děkujeme, váš e-mail je potvrzený.</Trans>
      </Alert>
    );
  }
  const tokenErrors = isApiError(confirm.error) ? fieldErrorsAt(confirm.error.fieldErrors, ['token']) : [];
  return <Alert kind="error">{tokenErrors.length > 0 ? tokenErrors.join(' ') : <Trans>E-mail se nepodařilo potvrdit. Zkuste odkaz otevřít znovu.</Trans>}</Alert>;
}
