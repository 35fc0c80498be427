import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RegisterBodySchema } from '@shop/shared/contract/account';
import { publish } from '@shop/shared/bus/bus';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { checkForm } from '../forms/check-form';
import { FormFailure } from '../forms/FormFailure';
import { PasswordFields } from '../forms/PasswordFields';
import { TextInput } from '../forms/TextInput';
import { useFormErrors } from '@shop/shared/query/form-error';
import { useStartSession } from '../forms/use-start-session';
import { useGoTo } from '@shop/shared/routing/page-address';
import { useRegister } from './queries';
import { FormColumn } from '@shop/shared/ui/form-column';

const empty = { email: '', first_name: '', last_name: '', password: '', password_confirmation: '' };

/** A new customer account: checked with the server's schema first, then created, logged in and shown. */
export function RegistrationPage() {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const startSession = useStartSession();
  const goTo = useGoTo();
  const [form, setForm] = useState(empty);
  const register = useRegister((me) => {
    startSession(me);
    publish('analytics', { event: 'registration' });
    goTo('account');
  });
  const errors = useFormErrors(register.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(RegisterBodySchema, form, i18n);
    if (!check.valid) {
      errors.setClientErrors(check.errors);
      return;
    }
    errors.setClientErrors(null);
    register.mutate(form);
  };
  const set = (key: keyof typeof empty) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  return (
    <FormColumn onSubmit={submit} noValidate aria-labelledby="registration-heading">
      <h1 id="registration-heading">
        <Trans>Registrace</Trans>
      </h1>
      <FormFailure error={errors.formMessage} />
      <Field label={t`E-mail`} required errors={errors.at('email')}>
        {(control) => <TextInput control={control} type="email" autoComplete="email" value={form.email} onValue={set('email')} />}
      </Field>
      <Field label={t`Jméno`} required errors={errors.at('first_name')}>
        {(control) => <TextInput control={control} autoComplete="given-name" value={form.first_name} onValue={set('first_name')} />}
      </Field>
      <Field label={t`Příjmení`} required errors={errors.at('last_name')}>
        {(control) => <TextInput control={control} autoComplete="family-name" value={form.last_name} onValue={set('last_name')} />}
      </Field>
      <PasswordFields value={form} onChange={(pair) => setForm((current) => ({ ...current, ...pair }))} errorsAt={(field) => errors.at(field)} />
      <Button type="submit" busy={register.isPending}>
        <Trans>Zaregistrovat se</Trans>
      </Button>
      <p>
        <Trans>
          Už máte účet? <a href={pagePath(market, 'login')}>Přihlaste se</a>.
        </Trans>
      </p>
    </FormColumn>
  );
}
