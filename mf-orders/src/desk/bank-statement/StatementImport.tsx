import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RECORDABLE_OUTCOMES, STATEMENT_TEXT_MAX, type StatementResult } from '@shop/shared/contract/bank-statements';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { ImportProblems } from '@shop/shared/ui/import-problems';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { TextArea } from '@shop/shared/ui/input';
import { readFileText } from '@shop/shared/ui/read-file-text';
import { StatementTable } from './StatementTable';
import { useStatementImport, useStatementPreview } from './queries';

interface Statement {
  file_name: string;
  content_type: string;
  content: string;
}

/**
 * O-R3, issue #34: a bank statement (a chosen file or pasted text) matched to the market's orders. The preview shows
 * every line with what will happen to it; only the confirm records payments, as the desk's "record payment" does.
 */
export function StatementImport({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const preview = useStatementPreview();
  const confirm = useStatementImport();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [statement, setStatement] = useState<Statement | null>(null);
  const [result, setResult] = useState<StatementResult | null>(null);
  const error = confirm.error ?? preview.error;
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;
  const fileErrors = [...fieldErrorsAt(fieldErrors, ['file']), ...fieldErrorsAt(fieldErrors, ['content'])];
  const otherError = error && !fieldErrors ? (firstErrorMessage(error) ?? t`Výpis se nepodařilo zpracovat. Zkuste to prosím znovu.`) : null;
  const recordable = result && result.lines.filter((line) => RECORDABLE_OUTCOMES.includes(line.outcome)).length;
  const done = result !== null && confirm.isSuccess && confirm.data.data === result;

  const showPreview = async (event: FormEvent) => {
    event.preventDefault();
    const chosen: Statement = file ? { file_name: file.name, content_type: file.type, content: await readFileText(file) } : { file_name: 'vypis.csv', content_type: 'text/csv', content: pasted };
    confirm.reset();
    setResult(null);
    setStatement(chosen);
    preview.mutate({ body: chosen }, { onSuccess: ({ data }) => setResult(data) });
  };

  return (
    <section aria-labelledby="statement-heading" data-testid="statement-import">
      <h1 id="statement-heading">
        <Trans>Import bankovního výpisu</Trans>
      </h1>
      <p>
        {market === 'CZ' ? (
          <Trans>Příchozí platby se přiřadí k objednávkám podle variabilního symbolu (číslice čísla objednávky). Čte výpisy CSV z Fio banky, Komerční banky, ČSOB a dalších bank se sloupcem VS.</Trans>
        ) : (
          <Trans>Příchozí platby se přiřadí k objednávkám podle čísla objednávky v popisu platby. Čte výpisy CSV z Banca Transilvania, BCR a dalších bank.</Trans>
        )}
      </p>
      <Form onSubmit={(event) => void showPreview(event)} aria-label={t`Výpis k importu`} noValidate>
        <Field label={t`Soubor výpisu (CSV)`} errors={file ? fileErrors : []}>
          {(control) => <input {...control} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
        </Field>
        <Field label={t`Nebo vložte text výpisu`} errors={file ? [] : fileErrors} hint={t`Použije se, když není vybraný soubor.`}>
          {(control) => <TextArea {...control} rows={4} value={pasted} maxLength={STATEMENT_TEXT_MAX} onChange={(event) => setPasted(event.target.value)} />}
        </Field>
        <div>
          <Button type="submit" busy={preview.isPending} disabled={!file && pasted.trim() === ''}>
            <Trans>Zobrazit náhled</Trans>
          </Button>
        </div>
      </Form>
      <ImportProblems fieldErrors={fieldErrors} title={t`Výpis nelze přečíst: opravte tyto řádky.`} testId="statement-problems" />
      {otherError && <Alert kind="error">{otherError}</Alert>}
      {result && (
        <>
          {done ? (
            <Alert kind="success">
              <Trans>Zaznamenáno plateb: {result.imported}.</Trans>
            </Alert>
          ) : (
            <Confirm>
              <p role="status">
                <Trans>Náhled: zaznamenat lze plateb: {recordable}. Nic se zatím neuložilo.</Trans>
              </p>
              <Button busy={confirm.isPending} disabled={!recordable || !statement} onClick={() => statement && confirm.mutate({ body: statement }, { onSuccess: ({ data }) => setResult(data) })}>
                <Trans>Zaznamenat platby ({recordable})</Trans>
              </Button>
            </Confirm>
          )}
          <StatementTable result={result} onOpen={onOpen} />
        </>
      )}
    </section>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.sizes.dialog};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.md} 0;
`;
