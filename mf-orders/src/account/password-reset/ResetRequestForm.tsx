import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { emailSchema } from '@shop/shared/validation/email';
import { checkForm } from '../forms/check-form';
import { FormFailure } from '../forms/FormFailure';
import { TextInput } from '../forms/TextInput';
import { useRequestPasswordReset } from './queries';
import { useFormErrors } from '@shop/shared/query/form-error';
import { FormColumn } from '@shop/shared/ui/form-column';

const RequestSchema = v.object({ email: emailSchema });

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export function ResetRequestForm() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const errors = useFormErrors(request.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(RequestSchema, { email }, i18n);
    errors.setClientErrors(check.valid ? null : check.errors);
    if (check.valid) request.mutate({ email });
  };

  return (
    <FormColumn onSubmit={submit} noValidate aria-labelledby="reset-heading">
      <h1 id="reset-heading">
        <Trans>Obnova hesla</Trans>
      </h1>
      {request.isSuccess ? (
        <Alert kind="success">
          <Trans>Pokud k této adrese existuje účet, poslali jsme na ni odkaz pro nastavení nového hesla. Odkaz platí 60 minut.</Trans>
        </Alert>
      ) : (
        <p>
          <Trans>Zadejte e-mail svého účtu a pošleme vám odkaz pro nastavení nového hesla.</Trans>
        </p>
      )}
      <FormFailure error={errors.formMessage} />
      <Field label={t`E-mail`} required errors={errors.at('email')}>
        {(control) => <TextInput control={control} type="email" autoComplete="email" value={email} onValue={setEmail} />}
      </Field>
      <Button type="submit" busy={request.isPending}>
        <Trans>Poslat odkaz</Trans>
      </Button>
    </FormColumn>
  );
}
