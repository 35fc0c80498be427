import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountPasswordChange } from '@shop/shared/contract/account';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { bodySchemaOf, checkForm } from '../forms/check-form';
import { FormFailure } from '../forms/FormFailure';
import { PasswordFields, type PasswordPair } from '../forms/PasswordFields';
import { TextInput } from '../forms/TextInput';
import { useFormErrors } from '@shop/shared/query/form-error';
import { useStartSession } from '../forms/use-start-session';
import { useChangePassword } from './queries';
import { FormColumn } from '@shop/shared/ui/form-column';

const empty = { current_password: '', password: '', password_confirmation: '' };

/** A new password for the logged-in user; the server starts a new session and ends the others. */
export function PasswordChangeSection() {
  const { t, i18n } = useLingui();
  const startSession = useStartSession();
  const [form, setForm] = useState(empty);
  const change = useChangePassword((me) => {
    startSession(me);
    setForm(empty);
  });
  const errors = useFormErrors(change.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const check = checkForm(bodySchemaOf(accountPasswordChange), form, i18n);
    errors.setClientErrors(check.valid ? null : check.errors);
    if (check.valid) change.mutate(form);
  };

  return (
    <section aria-labelledby="password-change-heading">
      <h2 id="password-change-heading">
        <Trans>Změna hesla</Trans>
      </h2>
      <FormColumn onSubmit={submit} noValidate>
        {change.isSuccess && (
          <Alert kind="success">
            <Trans>Heslo je změněné.</Trans>
          </Alert>
        )}
        <FormFailure error={errors.formMessage} />
        <Field label={t`Současné heslo`} required errors={errors.at('current_password')}>
          {(control) => (
            <TextInput
              control={control}
              type="password"
              autoComplete="current-password"
              value={form.current_password}
              onValue={(current_password) => setForm((current) => ({ ...current, current_password }))}
            />
          )}
        </Field>
        <PasswordFields
          label={t`Nové heslo`}
          value={form}
          onChange={(pair: PasswordPair) => setForm((current) => ({ ...current, ...pair }))}
          errorsAt={(field) => errors.at(field)}
        />
        <Button type="submit" busy={change.isPending}>
          <Trans>Změnit heslo</Trans>
        </Button>
      </FormColumn>
    </section>
  );
}
