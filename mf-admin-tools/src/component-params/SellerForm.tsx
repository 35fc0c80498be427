import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { ComponentParam } from '@shop/shared/contract/admin-component-params';
import type { FieldErrors } from '@shop/shared/contract/route';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { EMPTY_SELLER_IDENTITY, SellerIdentityShapeSchema, type SellerIdentity } from '@shop/shared/seller/seller-identity';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input, TextArea } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useToast } from '@shop/shared/ui/toast';
import { RO_DISTRICTS } from '@shop/shared/validation/ro-county';
import { useSaveComponentParam } from './component-param-queries';

type TextKey = Exclude<keyof SellerIdentity, 'bank_accounts' | 'county'>;

/** Every message under `bank_accounts`, whichever account it is about. */
function bankAccountErrors(fieldErrors: FieldErrors | null): string[] {
  const node = fieldErrors?.value;
  const accounts = node && !Array.isArray(node) ? node.bank_accounts : undefined;
  if (!accounts) return [];
  if (Array.isArray(accounts)) return accounts;
  return Object.entries(accounts).flatMap(([index, messages]) => (Array.isArray(messages) ? messages.map((message) => `${Number(index) + 1}: ${message}`) : []));
}

/**
 * The `seller` param (issue 32): the shop operator the footer, the legal pages, invoices and confirmations name. The
 * server checks it by the market's rules (IČO or CUI, Reg. Com., county); its field errors show at each field.
 */
export function SellerForm({ param }: { param: ComponentParam }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const toast = useToast();
  const save = useSaveComponentParam();
  const initial = v.safeParse(SellerIdentityShapeSchema, param.value);
  const [draft, setDraft] = useState<SellerIdentity>(initial.success ? initial.output : EMPTY_SELLER_IDENTITY);
  const [accounts, setAccounts] = useState(draft.bank_accounts.join('\n'));
  const [error, setError] = useState<unknown>(null);
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;
  const errorsOf = (field: keyof SellerIdentity) => fieldErrorsAt(fieldErrors, ['value', field]);

  const labels: Record<TextKey, string> = {
    company_name: t`Obchodní firma`,
    street: t`Ulice a číslo`,
    city: t`Obec`,
    postcode: t`PSČ`,
    company_id: market === 'CZ' ? t`IČO` : t`CUI`,
    vat_id: market === 'CZ' ? t`DIČ` : t`Kód DPH (RO + CUI)`,
    register_entry: market === 'CZ' ? t`Zápis v obchodním rejstříku` : t`Číslo v obchodním rejstříku (Nr. Reg. Com.)`,
    share_capital: t`Základní kapitál`,
    email: t`E-mail pro reklamace a odstoupení`,
    phone: t`Telefon pro reklamace a odstoupení`,
  };
  const optional: TextKey[] = market === 'CZ' ? ['vat_id', 'share_capital'] : ['vat_id'];
  const shown: TextKey[] = ['company_name', 'street', 'city', 'postcode', 'company_id', 'vat_id', 'register_entry', ...(market === 'RO' ? (['share_capital'] as const) : []), 'email', 'phone'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const bankAccounts = accounts
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    try {
      await save.mutateAsync({ body: { key: 'seller', value: { ...draft, bank_accounts: bankAccounts } } });
      toast.show({ kind: 'success', message: t`Nastavení bylo uloženo a obchod ho zobrazuje.` });
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Nastavení se nepodařilo uložit.` });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Prodávající`} noValidate>
      <h2>
        <Trans>Prodávající</Trans>
      </h2>
      <p>
        <Trans>Údaje o provozovateli obchodu, které zobrazuje patička, obchodní podmínky, faktury a potvrzení objednávek.</Trans>
      </p>
      {shown.map((key) => (
        <Field key={key} label={labels[key]} errors={errorsOf(key)} required={!optional.includes(key)}>
          {(control) => <Input {...control} maxLength={200} value={draft[key]} onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))} />}
        </Field>
      ))}
      {market === 'RO' && (
        <Field label={t`Župa nebo sektor`} errors={errorsOf('county')} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t`Vyberte župu nebo sektor`}
              options={RO_DISTRICTS.map((district) => ({ value: district, label: district }))}
              value={draft.county}
              onChange={(event) => setDraft((current) => ({ ...current, county: event.target.value }))}
            />
          )}
        </Field>
      )}
      <Field label={t`Bankovní účty (IBAN)`} hint={t`Každý účet na samostatný řádek, nejvýše 5.`} errors={bankAccountErrors(fieldErrors)} required>
        {(control) => <TextArea {...control} rows={3} value={accounts} onChange={(event) => setAccounts(event.target.value)} />}
      </Field>
      {param.updated_by_email && (
        <p>
          <Trans>Naposledy změnil(a): {param.updated_by_email}</Trans>
        </p>
      )}
      <Button type="submit" busy={save.isPending}>
        <Trans>Uložit</Trans>
      </Button>
    </form>
  );
}
