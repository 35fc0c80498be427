import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { addressBodySchema, type Address } from '@shop/shared/contract/account';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { DistrictSelect } from '@shop/shared/ui/district-select';
import { Field } from '@shop/shared/ui/field';
import { checkForm } from '../forms/check-form';
import { FormFailure } from '../forms/FormFailure';
import { TextInput } from '../forms/TextInput';
import { useSaveAddress } from './queries';
import { useFormErrors } from '@shop/shared/query/form-error';
import { FormColumn } from '@shop/shared/ui/form-column';
import { Checkbox } from '@shop/shared/ui/choice';

export type AddressDraft = Omit<Address, 'id'>;
type TextKey = Exclude<keyof AddressDraft, 'is_default'>;

export const emptyAddress: AddressDraft = { first_name: '', last_name: '', street: '', city: '', district: '', postcode: '', phone: '', is_default: false };

/** Adds an address or edits `editing`; the market decides the postcode and phone rules and whether the county is required. */
export function AddressForm({ editing, onDone }: { editing: Address | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const [form, setForm] = useState<AddressDraft>(() => (editing ? { ...editing } : emptyAddress));
  const save = useSaveAddress(editing, onDone);
  const errors = useFormErrors(save.error);
  const field = (key: TextKey, label: string, autoComplete: string, required = true) => (
    <Field label={label} required={required} errors={errors.at(key)}>
      {(control) => <TextInput control={control} autoComplete={autoComplete} value={form[key]} onValue={(value) => setForm((current) => ({ ...current, [key]: value }))} />}
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(addressBodySchema(market), form, i18n);
    errors.setClientErrors(check.valid ? null : check.errors);
    if (check.valid) save.mutate(form);
  };

  return (
    <FormColumn onSubmit={submit} noValidate aria-label={editing ? t`Upravit adresu` : t`Nová adresa`}>
      <FormFailure error={errors.formMessage} />
      {field('first_name', t`Jméno`, 'given-name')}
      {field('last_name', t`Příjmení`, 'family-name')}
      {field('street', t`Ulice a číslo`, 'street-address')}
      {field('city', t`Město`, 'address-level2')}
      {market === 'RO' ? (
        <Field label={t`Župa nebo sektor`} required errors={errors.at('district')}>
          {(control) => <DistrictSelect {...control} autoComplete="address-level1" value={form.district} onChange={(event) => setForm((current) => ({ ...current, district: event.target.value }))} />}
        </Field>
      ) : (
        field('district', t`Okres`, 'address-level1', false)
      )}
      {field('postcode', t`PSČ`, 'postal-code')}
      {field('phone', t`Telefon`, 'tel')}
      <p>
        <Checkbox checked={form.is_default} onChange={(event) => setForm((current) => ({ ...current, is_default: event.target.checked }))} label={<Trans>Výchozí adresa</Trans>} />
      </p>
      <Button type="submit" busy={save.isPending}>
        <Trans>Uložit adresu</Trans>
      </Button>{' '}
      <Button type="button" variant="secondary" onClick={onDone}>
        <Trans>Zrušit</Trans>
      </Button>
    </FormColumn>
  );
}
