import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { LeaseOfferInput } from '@shop/shared/contract/admin-leases';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { marketConfig } from '@shop/shared/i18n/market';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useToast } from '@shop/shared/ui/toast';

/** What the inputs hold: numbers stay text until sent, so a half-typed value is never lost or rewritten. */
export interface OfferDraft {
  product_code: string;
  months: string;
  monthly_price: string;
  valid_from: string;
  valid_to: string;
}

export const emptyOfferDraft: OfferDraft = { product_code: '', months: '24', monthly_price: '', valid_from: '', valid_to: '' };

export function offerDraftOf(offer: { product: { code: string }; months: number; monthly_price: { amount: number }; valid_from: string; valid_to: string }): OfferDraft {
  return { product_code: offer.product.code, months: String(offer.months), monthly_price: String(offer.monthly_price.amount), valid_from: offer.valid_from, valid_to: offer.valid_to };
}

/** An empty number field is sent as null, so the server answers "required" at that field rather than a type error. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function offerBodyOf(draft: OfferDraft): LeaseOfferInput {
  return { ...draft, months: numberOrNull(draft.months), monthly_price: numberOrNull(draft.monthly_price) } as unknown as LeaseOfferInput;
}

/** A lease offer: product code of this market, months, monthly price, first and last day shown. */
export function LeaseOfferForm({ initial, title, onSave }: { initial: OfferDraft; title: string; onSave: (body: LeaseOfferInput) => Promise<unknown> }) {
  const { t } = useLingui();
  const toast = useToast();
  const { market } = useMarket();
  const currency = marketConfig(market).currencySymbol;
  const [draft, setDraft] = useState<OfferDraft>(initial);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errorsOf = (field: string) => fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, [field]);
  const set = (patch: Partial<OfferDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onSave(offerBodyOf(draft));
      toast.show({ kind: 'success', message: t`Nabídka byla uložena.` });
      if (initial.product_code === '') setDraft(initial);
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Nabídku se nepodařilo uložit.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={title} noValidate>
      <Field label={t`Kód produktu`} errors={errorsOf('product_code')} required>
        {(control) => <Input {...control} value={draft.product_code} onChange={(event) => set({ product_code: event.target.value })} />}
      </Field>
      <Field label={t`Počet měsíců`} errors={errorsOf('months')} required>
        {(control) => <Input {...control} inputMode="numeric" value={draft.months} onChange={(event) => set({ months: event.target.value })} />}
      </Field>
      <Field label={t`Měsíční cena (${currency})`} errors={errorsOf('monthly_price')} required>
        {(control) => <Input {...control} inputMode="numeric" value={draft.monthly_price} onChange={(event) => set({ monthly_price: event.target.value })} />}
      </Field>
      <Field label={t`Platí od`} errors={errorsOf('valid_from')} required>
        {(control) => <Input {...control} type="date" value={draft.valid_from} onChange={(event) => set({ valid_from: event.target.value })} />}
      </Field>
      <Field label={t`Platí do`} errors={errorsOf('valid_to')} required>
        {(control) => <Input {...control} type="date" value={draft.valid_to} onChange={(event) => set({ valid_to: event.target.value })} />}
      </Field>
      <Button type="submit" busy={busy}>
        <Trans>Uložit nabídku</Trans>
      </Button>
    </form>
  );
}
