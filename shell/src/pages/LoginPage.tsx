import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, fieldErrorsAt } from '@shop/shared/http/api-error';
import { pagePath } from '@shop/shared/routing/page-paths';
import { ShopLink } from '@shop/shared/routing/ShopLink';
import { Input } from '@shop/shared/ui/input';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Alert } from '@shop/shared/ui/alert';
import { useRouter } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { useLogin } from '../session/queries';
import { publish } from '@shop/shared/bus/bus';
import { FormColumn } from '@shop/shared/ui/form-column';

export function LoginPage() {
  const { t } = useLingui();
  const { market } = useMarket();
  const { navigate } = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const login = useLogin((me) => {
    // After the session is in the cache, so the event already counts as a registered user's (SH-A1, SH-A3).
    publish('analytics', { event: 'login' });
    navigate(me.user && me.user.role !== 'customer' ? pagePath(market, 'admin') : pagePath(market, 'home'));
  });

  const errors = login.error instanceof ApiError ? login.error.fieldErrors : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ body: { email, password } });
  };

  return (
    <FormColumn onSubmit={submit} noValidate aria-labelledby="login-heading">
      <h1 id="login-heading">
        <Trans>Přihlášení</Trans>
      </h1>
      {errors && fieldErrorsAt(errors, ['non_field_errors']).map((message) => <Alert key={message} kind="error">{message}</Alert>)}
      {login.error && !errors && (
        <Alert kind="error">
          <Trans>Přihlášení se nepodařilo. Zkuste to prosím znovu.</Trans>
        </Alert>
      )}
      <Field label={t`E-mail`} errors={errors ? fieldErrorsAt(errors, ['email']) : []}>
        {(inputProps) => <Input {...inputProps} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field label={t`Heslo`} errors={errors ? fieldErrorsAt(errors, ['password']) : []}>
        {(inputProps) => <Input {...inputProps} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      <Button type="submit" disabled={login.isPending}>
        <Trans>Přihlásit se</Trans>
      </Button>
      <p>
        <ShopLink to={pagePath(market, 'passwordReset')}>
          <Trans>Zapomenuté heslo?</Trans>
        </ShopLink>
      </p>
      <p>
        <Trans>Nemáte účet?</Trans> <ShopLink to={pagePath(market, 'registration')}>
          <Trans>Zaregistrujte se</Trans>
        </ShopLink>
      </p>
    </FormColumn>
  );
}
