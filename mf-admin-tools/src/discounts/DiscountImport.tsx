import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { DISCOUNT_CSV_COLUMNS, DISCOUNT_KINDS } from '@shop/shared/contract/admin-discounts';
import { useMarket } from '@shop/shared/i18n/market-context';
import styled from 'styled-components';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Alert } from '@shop/shared/ui/alert';
import { ImportProblems } from '@shop/shared/ui/import-problems';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { useToast } from '@shop/shared/ui/toast';
import { useDiscountWrites } from './queries';
import { readFileText } from '@shop/shared/ui/read-file-text';

/** CSV import (AT-D4, AT-D5): the whole file or nothing, with the refused rows listed. */
export function DiscountImport({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const { currencySymbol } = useMarket();
  const toast = useToast();
  const { importCsv } = useDiscountWrites();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;
  const warning = fieldErrorsAt(fieldErrors, ['confirm_high_percent'])[0];

  const send = async (confirmHighPercent: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const { data: result } = await importCsv.mutateAsync({ body: { file_name: file.name, content_type: file.type, content: await readFileText(file), confirm_high_percent: confirmHighPercent } });
      toast.show({ kind: 'success', message: t`Importováno slev: ${result.created}` });
      onDone();
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Import se nepodařil.` });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <form onSubmit={submit} aria-label={t`Import slev z CSV`} noValidate>
      <h2>
        <Trans>Import slev z CSV</Trans>
      </h2>
      <p>
        <Trans>Sloupce (v libovolném pořadí, oddělené středníkem nebo čárkou, kódování UTF-8):</Trans> <code>{DISCOUNT_CSV_COLUMNS.join(';')}</code>
      </p>
      <Help data-testid="import-help">
        <dt>
          <code>code</code>
        </dt>
        <dd>
          <Trans>10 písmen bez diakritiky nebo číslic; v obchodě ani v souboru se nesmí opakovat.</Trans>
        </dd>
        <dt>
          <code>kind</code>
        </dt>
        <dd>
          <Trans>
            <code>{DISCOUNT_KINDS[0]}</code> (procenta, <code>value</code> 1–100) nebo <code>{DISCOUNT_KINDS[1]}</code> (pevná částka v {currencySymbol}, celé číslo).
          </Trans>
        </dd>
        <dt>
          <code>valid_from</code>, <code>valid_to</code>
        </dt>
        <dd>
          <Trans>
            Datum jako 2026-12-31 nebo 31.12.2026 (den.měsíc.rok). Platí celé dny včetně obou; konec nesmí být dřív než začátek.
          </Trans>
        </dd>
        <dt>
          <code>max_uses</code>, <code>max_uses_per_customer</code>, <code>minimum_order</code>
        </dt>
        <dd>
          <Trans>Celá čísla; prázdné počty použití znamenají bez omezení, minimální objednávka 0 znamená bez omezení.</Trans>
        </dd>
      </Help>
      <p>
        <Trans>Soubor se uloží celý, nebo vůbec: chyby ukážeme u všech řádků najednou. Export slev z přehledu má stejný formát.</Trans>
      </p>
      <Field label={t`Soubor CSV`} errors={fieldErrorsAt(fieldErrors, ['file'])} required>
        {(control) => <input {...control} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
      </Field>
      <ImportProblems fieldErrors={fieldErrors} title={t`Soubor nebyl importován: opravte tyto řádky.`} testId="import-rows" />
      {warning && (
        <div role="alertdialog" aria-label={t`Vysoká sleva`}>
          <Alert kind="error">{warning}</Alert>
          <Button variant="danger" busy={importCsv.isPending} onClick={() => void send(true)}>
            <Trans>Přesto importovat</Trans>
          </Button>
        </div>
      )}
      <Button type="submit" busy={importCsv.isPending} disabled={!file}>
        <Trans>Importovat</Trans>
      </Button>{' '}
      <Button variant="secondary" onClick={onDone}>
        <Trans>Zpět na seznam</Trans>
      </Button>
    </form>
  );
}

const Help = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  dd {
    margin: 0;
  }
`;
