import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountPasswordResetConfirm } from '@shop/shared/contract/account';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { bodySchemaOf, checkForm } from '../forms/check-form';
import { FormFailure } from '../forms/FormFailure';
import { PasswordFields, type PasswordPair } from '../forms/PasswordFields';
import { useFormErrors } from '@shop/shared/query/form-error';
import { useStartSession } from '../forms/use-start-session';
import { useGoTo } from '@shop/shared/routing/page-address';
import { useConfirmPasswordReset } from './queries';
import { FormColumn } from '@shop/shared/ui/form-column';

/**
 * The e-mailed link's form: a new password with the link's token, then logged in where the account belongs: a
 * customer on the account page, staff invited by an admin (the same link) in the admin (issue #33).
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const startSession = useStartSession();
  const goTo = useGoTo();
  const [pair, setPair] = useState<PasswordPair>({ password: '', password_confirmation: '' });
  const confirm = useConfirmPasswordReset(token, (me) => {
    startSession(me);
    goTo(me.user && me.user.role !== 'customer' ? 'admin' : 'account');
  });
  const errors = useFormErrors(confirm.error);
  const tokenErrors = errors.at('token');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(bodySchemaOf(accountPasswordResetConfirm), { token, ...pair }, i18n);
    errors.setClientErrors(check.valid ? null : check.errors);
    if (check.valid) confirm.mutate(pair);
  };

  return (
    <FormColumn onSubmit={submit} noValidate aria-labelledby="new-password-heading">
      <h1 id="new-password-heading">
        <Trans>Nové heslo</Trans>
      </h1>
      {tokenErrors.length > 0 && (
        <Alert kind="error">
          {tokenErrors.join(' ')}{' '}
          <a href={pagePath(market, 'passwordReset')}>
            <Trans>Požádat o nový odkaz</Trans>
          </a>
        </Alert>
      )}
      <FormFailure error={errors.formMessage} />
      <PasswordFields label={t`Nové heslo`} value={pair} onChange={setPair} errorsAt={(field) => errors.at(field)} />
      <Button type="submit" busy={confirm.isPending}>
        <Trans>Nastavit heslo a přihlásit se</Trans>
      </Button>
    </FormColumn>
  );
}
