import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PRICE_LIST_COLUMNS, type PriceChange } from '@shop/shared/contract/admin-feeds';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { ImportProblems } from '@shop/shared/ui/import-problems';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { useToast } from '@shop/shared/ui/toast';
import { readFileText } from '@shop/shared/ui/read-file-text';
import { TableScroll } from '@shop/shared/ui/table-scroll';
import { downloadText } from '@shop/shared/ui/download-text';
import { usePriceListExport, usePriceListImport } from './price-list-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

interface LoadedFile {
  name: string;
  type: string;
  content: string;
}

/**
 * Price list (AT-A3, AT-A5): export every price as CSV; import changed prices with a preview first, then all of
 * them or none. The file stays chosen after an error, so staff fix it and send it again.
 */
export function PriceListScreen() {
  const { t } = useLingui();
  const { market } = useMarket();
  const toast = useToast();
  const exporter = usePriceListExport();
  const importer = usePriceListImport();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [preview, setPreview] = useState<{ changes: PriceChange[]; unchanged: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;

  const exportCsv = async () => {
    try {
      const { data } = await exporter.mutateAsync({});
      downloadText(data.file_name, data.content, 'text/csv;charset=utf-8');
    } catch (caught) {
      toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Ceník se nepodařilo stáhnout.` });
    }
  };

  const choose = async (chosen: File | undefined) => {
    setPreview(null);
    setError(null);
    setFile(chosen ? { name: chosen.name, type: chosen.type, content: await readFileText(chosen) } : null);
  };

  const send = async (apply: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const { data } = await importer.mutateAsync({ body: { file_name: file.name, content_type: file.type, content: file.content, apply } });
      if (!data.applied) {
        setPreview({ changes: data.changes, unchanged: data.unchanged });
        return;
      }
      toast.show({ kind: 'success', message: t`Změněno cen: ${data.changes.length}` });
      setPreview(null);
      setFile(null);
    } catch (caught) {
      setPreview(null);
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Import se nepodařil.` });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <section data-testid="price-list" aria-labelledby="price-list-title">
      <StaffTitle id="price-list-title">
        <Trans>Ceník</Trans>
      </StaffTitle>
      <p>
        <Button variant="secondary" busy={exporter.isPending} onClick={() => void exportCsv()}>
          <Trans>Stáhnout ceník (CSV)</Trans>
        </Button>
      </p>
      <form onSubmit={submit} aria-label={t`Import změn cen`} noValidate>
        <h2>
          <Trans>Import změn cen</Trans>
        </h2>
        <p>
          <Trans>Soubor CSV v kódování UTF-8 se sloupci code a price (další sloupce se přeskočí), oddělenými středníkem:</Trans> <code>{PRICE_LIST_COLUMNS.join(';')}</code>
        </p>
        <Field label={t`Soubor CSV`} errors={fieldErrorsAt(fieldErrors, ['file'])} required>
          {(control) => <input {...control} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />}
        </Field>
        <ImportProblems fieldErrors={fieldErrors} title={t`Nic nebylo změněno: opravte tyto řádky.`} testId="price-rows" />
        <Button type="submit" busy={importer.isPending && !preview} disabled={!file}>
          <Trans>Zobrazit změny</Trans>
        </Button>
      </form>
      {preview && (
        <section aria-labelledby="price-preview-title" data-testid="price-preview">
          <h2 id="price-preview-title">
            <Trans>Náhled změn</Trans>
          </h2>
          <p>
            <Trans>
              Mění se cen: {preview.changes.length}, beze změny: {preview.unchanged}.
            </Trans>
          </p>
          {preview.changes.length > 0 && (
            <TableScroll labelledBy="price-preview-title">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t`Kód`}</th>
                    <th scope="col">{t`Produkt`}</th>
                    <th scope="col">{t`Původní cena`}</th>
                    <th scope="col">{t`Nová cena`}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.changes.map((change) => (
                    <tr key={change.product_id}>
                      <td>{change.code}</td>
                      <td>{change.name}</td>
                      <td>{formatPrice(change.old_price, market)}</td>
                      <td>{formatPrice(change.new_price, market)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <Actions>
            <Button busy={importer.isPending} disabled={preview.changes.length === 0} onClick={() => void send(true)}>
              <Trans>Uložit nové ceny</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setPreview(null)}>
              <Trans>Zrušit</Trans>
            </Button>
          </Actions>
        </section>
      )}
    </section>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;
