import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { DiscountDatesSchema, needsHighPercentConfirmation, type Discount } from '@shop/shared/contract/admin-discounts';
import type { FieldErrors } from '@shop/shared/contract/route';
import { issuesToFieldErrors } from '@shop/shared/validation/field-errors';
import { translateIssue } from '@shop/shared/validation/messages';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useToast } from '@shop/shared/ui/toast';
import { downloadText } from '@shop/shared/ui/download-text';
import { discountCsv } from '@shop/shared/discounts/discount-csv';
import { draftOf, termsOf, type DiscountDraft } from './discount-draft';
import { useDiscountWrites } from './queries';
import { DiscountScopeFields } from './DiscountScopeFields';
import { Checkbox } from '@shop/shared/ui/choice';

export type DiscountFormMode = { kind: 'create' } | { kind: 'edit'; discount: Discount } | { kind: 'generate' };

/** Create, edit or bulk-generate (AT-D1, AT-D2); a ≥ 80 % percentage asks for confirmation first (AT-D3). */
export function DiscountForm({ mode, onDone }: { mode: DiscountFormMode; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { currencySymbol } = useMarket();
  const toast = useToast();
  const writes = useDiscountWrites();
  const original = mode.kind === 'edit' ? mode.discount : null;
  const [draft, setDraft] = useState<DiscountDraft>(() => draftOf(original, new Date().toISOString().slice(0, 10)));
  const [error, setError] = useState<unknown>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [generated, setGenerated] = useState<string[] | null>(null);
  const [copied, setCopied] = useState(false);
  const fieldErrors = clientErrors ?? (isApiError(error) ? error.fieldErrors : null);
  const warning = fieldErrorsAt(fieldErrors, ['confirm_high_percent'])[0];
  const busy = writes.create.isPending || writes.update.isPending || writes.generate.isPending || writes.remove.isPending;
  const set = (patch: Partial<DiscountDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorsOf = (field: string) => fieldErrorsAt(fieldErrors, [field]);

  const save = async (confirmHighPercent: boolean) => {
    setError(null);
    // The end before the start is said at once, with the server's own words (the contract's schema).
    const dates = v.safeParse(DiscountDatesSchema, { valid_from: draft.valid_from, valid_to: draft.valid_to });
    setClientErrors(dates.success ? null : issuesToFieldErrors(dates.issues, (issue) => translateIssue(issue, i18n)));
    if (!dates.success) return;
    const terms = termsOf(draft, confirmHighPercent);
    try {
      if (mode.kind === 'generate') {
        const { data: { codes } } = await writes.generate.mutateAsync({ body: { ...terms, count: Number(draft.count) } });
        setGenerated(codes);
        return;
      }
      if (mode.kind === 'edit') await writes.update.mutateAsync({ params: { id: mode.discount.id }, body: { ...terms, code: draft.code } });
      else await writes.create.mutateAsync({ body: { ...terms, code: draft.code } });
      toast.show({ kind: 'success', message: t`Sleva byla uložena.` });
      onDone();
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Slevu se nepodařilo uložit.` });
    }
  };

  const remove = async () => {
    if (mode.kind !== 'edit' || !window.confirm(t`Opravdu smazat slevu ${mode.discount.code}?`)) return;
    try {
      await writes.remove.mutateAsync({ params: { id: mode.discount.id } });
      toast.show({ kind: 'success', message: t`Sleva byla smazána.` });
      onDone();
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Slevu se nepodařilo smazat.` });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  // The batch as the import reads it (scope and stacking are not columns of that file), and as plain lines to paste.
  const downloadBatch = () => {
    const terms = termsOf(draft, false);
    const rows = (generated ?? []).map((code) => ({ ...terms, code }));
    downloadText(`kody-${new Date().toISOString().slice(0, 10)}.csv`, discountCsv(rows), 'text/csv;charset=utf-8');
  };
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText((generated ?? []).join('\n'));
      setCopied(true);
    } catch (caught) {
      console.warn('generated codes could not be copied', caught);
      toast.show({ kind: 'error', message: t`Kódy se nepodařilo zkopírovat. Označte je v poli a zkopírujte ručně.` });
    }
  };

  const title = mode.kind === 'edit' ? t`Sleva ${mode.discount.code}` : mode.kind === 'generate' ? t`Vygenerovat kódy` : t`Nová sleva`;

  if (generated) {
    return (
      <section aria-label={title} data-testid="generated-codes">
        <h2>{title}</h2>
        <Alert kind="success">
          <Trans>Vygenerováno kódů: {generated.length}</Trans>
        </Alert>
        <Codes readOnly aria-label={t`Vygenerované kódy`} value={generated.join('\n')} rows={Math.min(10, generated.length)} />
        <Actions>
          <Button variant="secondary" onClick={downloadBatch}>
            <Trans>Stáhnout CSV</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void copyCodes()}>
            <Trans>Kopírovat kódy</Trans>
          </Button>
          <span aria-live="polite">{copied && <Trans>Kódy jsou ve schránce.</Trans>}</span>
        </Actions>
        <Button onClick={onDone}>
          <Trans>Hotovo</Trans>
        </Button>
      </section>
    );
  }

  return (
    <Form onSubmit={submit} aria-label={title} noValidate>
      <h2>{title}</h2>
      {mode.kind === 'generate' ? (
        <Field label={t`Počet kódů`} errors={errorsOf('count')} hint={t`Kódy mají 10 znaků bez snadno zaměnitelných znaků.`} required>
          {(control) => <Input {...control} type="number" min={1} max={500} value={draft.count} onChange={(event) => set({ count: event.target.value })} />}
        </Field>
      ) : (
        <Field label={t`Kód`} errors={errorsOf('code')} hint={t`10 písmen nebo číslic.`} required>
          {(control) => <Input {...control} maxLength={10} autoCapitalize="characters" value={draft.code} onChange={(event) => set({ code: event.target.value })} />}
        </Field>
      )}
      <Row>
        <Field label={t`Typ slevy`} errors={errorsOf('kind')} required>
          {(control) => (
            <Select
              {...control}
              value={draft.kind}
              options={[
                { value: 'percent', label: t`Procenta` },
                { value: 'amount', label: t`Částka (${currencySymbol})` },
              ]}
              onChange={(event) => set({ kind: event.target.value === 'amount' ? 'amount' : 'percent' })}
            />
          )}
        </Field>
        <Field
          label={draft.kind === 'percent' ? t`Sleva v %` : t`Sleva v ${currencySymbol}`}
          errors={errorsOf('value')}
          hint={needsHighPercentConfirmation({ kind: draft.kind, value: Number(draft.value) }) ? t`Sleva 80 % nebo více: před uložením ji potvrdíte.` : undefined}
          required
        >
          {(control) => <Input {...control} type="number" min={1} value={draft.value} onChange={(event) => set({ value: event.target.value })} />}
        </Field>
      </Row>
      <Row>
        <Field label={t`Platí od`} errors={errorsOf('valid_from')} required>
          {(control) => <Input {...control} type="date" value={draft.valid_from} onChange={(event) => set({ valid_from: event.target.value })} />}
        </Field>
        <Field label={t`Platí do`} errors={errorsOf('valid_to')} required>
          {(control) => <Input {...control} type="date" value={draft.valid_to} onChange={(event) => set({ valid_to: event.target.value })} />}
        </Field>
      </Row>
      <Row>
        <Field label={t`Počet použití celkem`} errors={errorsOf('max_uses')} hint={t`Prázdné: bez omezení.`}>
          {(control) => <Input {...control} type="number" min={1} value={draft.max_uses} onChange={(event) => set({ max_uses: event.target.value })} />}
        </Field>
        <Field label={t`Počet použití na zákazníka`} errors={errorsOf('max_uses_per_customer')} hint={t`Prázdné: bez omezení.`}>
          {(control) => <Input {...control} type="number" min={1} value={draft.max_uses_per_customer} onChange={(event) => set({ max_uses_per_customer: event.target.value })} />}
        </Field>
        <Field label={t`Minimální objednávka (${currencySymbol})`} errors={errorsOf('minimum_order')}>
          {(control) => <Input {...control} type="number" min={0} value={draft.minimum_order} onChange={(event) => set({ minimum_order: event.target.value })} />}
        </Field>
      </Row>
      <DiscountScopeFields draft={draft} onChange={set} fieldErrors={fieldErrors} />
      <Checkbox checked={draft.stackable} onChange={(event) => set({ stackable: event.target.checked })} label={<Trans>Lze kombinovat s jinými kódy</Trans>} />
      {warning && (
        <div role="alertdialog" aria-label={t`Vysoká sleva`} data-testid="high-percent-warning">
          <Alert kind="error">{warning}</Alert>
          <Button variant="danger" busy={busy} onClick={() => void save(true)}>
            <Trans>Přesto uložit</Trans>
          </Button>
        </div>
      )}
      <Actions>
        <Button type="submit" busy={busy}>
          {mode.kind === 'generate' ? <Trans>Vygenerovat</Trans> : <Trans>Uložit</Trans>}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Zpět na seznam</Trans>
        </Button>
        {mode.kind === 'edit' && (
          <Button variant="danger" onClick={() => void remove()}>
            <Trans>Smazat</Trans>
          </Button>
        )}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  max-width: ${({ theme }) => theme.sizes.measure.text};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.column.md}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const Codes = styled.textarea`
  display: block;
  width: 100%;
  font-family: monospace;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
