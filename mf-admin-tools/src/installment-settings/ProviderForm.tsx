import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { INSTALLMENT_MONTH_CHOICES, type InstallmentProvider } from '@shop/shared/contract/admin-feeds';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useToast } from '@shop/shared/ui/toast';
import { useUpdateInstallmentProvider } from './installment-queries';
import { Checkbox } from '@shop/shared/ui/choice';

/** The form as typed: text, so nothing is lost when the server refuses it. */
interface ProviderDraft {
  enabled: boolean;
  min_amount: string;
  max_amount: string;
  months: number[];
  rate: string;
  rpsn: string;
  down_payment_percent: string;
}

function draftOf(provider: InstallmentProvider): ProviderDraft {
  return {
    enabled: provider.enabled,
    min_amount: String(provider.min_amount),
    max_amount: provider.max_amount === null ? '' : String(provider.max_amount),
    months: provider.months,
    rate: String(provider.rate),
    rpsn: String(provider.rpsn),
    down_payment_percent: String(provider.down_payment_percent),
  };
}

/** Empty goes as null (the server names it as required); a decimal comma is read as a point. */
function typedNumber(text: string): number {
  return text.trim() === '' ? (null as unknown as number) : Number(text.replace(',', '.'));
}

/** One provider's terms (AT-T2); the cart's calculator offers its plans from the next request on. */
export function ProviderForm({ provider }: { provider: InstallmentProvider }) {
  const { t } = useLingui();
  const { currencySymbol } = useMarket();
  const toast = useToast();
  const update = useUpdateInstallmentProvider();
  const [draft, setDraft] = useState<ProviderDraft>(() => draftOf(provider));
  const [error, setError] = useState<unknown>(null);
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;
  const errorsOf = (field: string) => fieldErrorsAt(fieldErrors, [field]);
  const set = (patch: Partial<ProviderDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({
        params: { id: provider.id },
        body: {
          enabled: draft.enabled,
          min_amount: typedNumber(draft.min_amount),
          max_amount: draft.max_amount.trim() === '' ? null : typedNumber(draft.max_amount),
          months: draft.months,
          rate: typedNumber(draft.rate),
          rpsn: typedNumber(draft.rpsn),
          down_payment_percent: typedNumber(draft.down_payment_percent),
        },
      });
      toast.show({ kind: 'success', message: t`Nastavení ${provider.name} bylo uloženo.` });
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Nastavení se nepodařilo uložit.` });
    }
  };

  return (
    <Card onSubmit={(event) => void submit(event)} aria-label={provider.name} noValidate data-testid={`provider-${provider.code}`}>
      <h2>{provider.name}</h2>
      <p>{provider.arrange_type === 'online' ? t`Sjednání online` : t`Sjednání na prodejně`}</p>
      <Checkbox checked={draft.enabled} onChange={(event) => set({ enabled: event.target.checked })} label={<Trans>Nabízet zákazníkům</Trans>} />
      <Row>
        <Field label={t`Nejnižší částka (${currencySymbol})`} errors={errorsOf('min_amount')} required>
          {(control) => <Input {...control} type="number" min={1} value={draft.min_amount} onChange={(event) => set({ min_amount: event.target.value })} />}
        </Field>
        <Field label={t`Nejvyšší částka (${currencySymbol})`} errors={errorsOf('max_amount')} hint={t`Prázdné: bez omezení.`}>
          {(control) => <Input {...control} type="number" min={1} value={draft.max_amount} onChange={(event) => set({ max_amount: event.target.value })} />}
        </Field>
        <Field label={t`Úrok p. a. (%)`} errors={errorsOf('rate')} required>
          {(control) => <Input {...control} inputMode="decimal" value={draft.rate} onChange={(event) => set({ rate: event.target.value })} />}
        </Field>
        <Field label={t`RPSN (%)`} errors={errorsOf('rpsn')} required>
          {(control) => <Input {...control} inputMode="decimal" value={draft.rpsn} onChange={(event) => set({ rpsn: event.target.value })} />}
        </Field>
        <Field label={t`Akontace (%)`} errors={errorsOf('down_payment_percent')} required>
          {(control) => <Input {...control} type="number" min={0} max={90} value={draft.down_payment_percent} onChange={(event) => set({ down_payment_percent: event.target.value })} />}
        </Field>
      </Row>
      <fieldset>
        <legend>
          <Trans>Nabízené počty měsíců</Trans>
        </legend>
        <Months>
          {INSTALLMENT_MONTH_CHOICES.map((months) => (
            <Checkbox
              key={months}
              checked={draft.months.includes(months)}
              onChange={(event) => set({ months: event.target.checked ? [...draft.months, months].sort((a, b) => a - b) : draft.months.filter((other) => other !== months) })}
              label={months}
            />
          ))}
        </Months>
        {errorsOf('months').map((message) => (
          <p key={message} role="alert">
            {message}
          </p>
        ))}
      </fieldset>
      <Button type="submit" busy={update.isPending}>
        <Trans>Uložit</Trans>
      </Button>
    </Card>
  );
}

const Card = styled.form`
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  padding: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.sizes.measure.text};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.column.sm}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
`;
