import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { personalDataBodySchema, type PersonalData } from '@shop/shared/contract/account';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { checkForm } from '../forms/check-form';
import { FormFailure } from '../forms/FormFailure';
import { TextInput } from '../forms/TextInput';
import { useSavePersonalData } from './queries';
import { useFormErrors } from '@shop/shared/query/form-error';
import { FormColumn } from '@shop/shared/ui/form-column';

type Editable = Pick<PersonalData, 'first_name' | 'last_name' | 'phone'>;

/** Name and phone, edited in place; the e-mail is the login and only shown. */
export function PersonalDataSection({ data }: { data: PersonalData }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const [form, setForm] = useState<Editable>({ first_name: data.first_name, last_name: data.last_name, phone: data.phone });
  const save = useSavePersonalData();
  const errors = useFormErrors(save.error);
  const set = (key: keyof Editable) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const check = checkForm(personalDataBodySchema(market), form, i18n);
    errors.setClientErrors(check.valid ? null : check.errors);
    if (check.valid) save.mutate(form);
  };

  return (
    <section aria-labelledby="personal-data-heading">
      <h2 id="personal-data-heading">
        <Trans>Osobní údaje</Trans>
      </h2>
      <p>
        <Trans>E-mail:</Trans> <strong>{data.email}</strong>{' '}
        {data.email_confirmed ? <Trans>(potvrzený)</Trans> : <Trans>(nepotvrzený: otevřete odkaz z uvítacího e-mailu)</Trans>}
      </p>
      <FormColumn onSubmit={submit} noValidate>
        {save.isSuccess && (
          <Alert kind="success">
            <Trans>Osobní údaje jsou uložené.</Trans>
          </Alert>
        )}
        <FormFailure error={errors.formMessage} />
        <Field label={t`Jméno`} required errors={errors.at('first_name')}>
          {(control) => <TextInput control={control} autoComplete="given-name" value={form.first_name} onValue={set('first_name')} />}
        </Field>
        <Field label={t`Příjmení`} required errors={errors.at('last_name')}>
          {(control) => <TextInput control={control} autoComplete="family-name" value={form.last_name} onValue={set('last_name')} />}
        </Field>
        <Field label={t`Telefon`} errors={errors.at('phone')}>
          {(control) => <TextInput control={control} type="tel" autoComplete="tel" value={form.phone} onValue={set('phone')} />}
        </Field>
        <Button type="submit" busy={save.isPending}>
          <Trans>Uložit osobní údaje</Trans>
        </Button>
      </FormColumn>
    </section>
  );
}
