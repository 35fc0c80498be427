import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { ORDER_STATE_NAMES } from '@shop/shared/orders/state-names';
import { useErrorTexts } from '../use-error-texts';
import { CountForm } from './CountForm';
import { DimensionsForm } from './DimensionsForm';
import { usePackaging, usePackagingChanges } from './packaging-queries';
import { ScanField } from './ScanField';
import { ScannedPieces } from './ScannedPieces';
import { SupplierLines } from './SupplierLines';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/**
 * O-S13 at the packing table: scan every phone, tablet or watch by its S/N or IMEI (checked by the server, O-X3 and
 * O-X4), confirm the other goods by count, then weigh and measure the parcel. The server moves the order to
 * `packed` when all of it is done.
 */
export function PackagingScreen({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const packaging = usePackaging(orderNumber, locale);
  const changes = usePackagingChanges(orderNumber, locale);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const [countedLine, setCountedLine] = useState<number | null>(null);
  const scanErrors = useErrorTexts(changes.scan.error);
  const countErrors = useErrorTexts(changes.count.error);
  const unscanErrors = useErrorTexts(changes.unscan.error);

  const back = (
    <Button variant="link" onClick={onBack}>
      <Trans>Zpět na objednávku</Trans>
    </Button>
  );
  if (packaging.isPending) return <Spinner />;
  if (packaging.isError) {
    return (
      <>
        {back}
        <LoadFailed onRetry={() => void packaging.refetch()}>{firstErrorMessage(packaging.error) ?? <Trans>Balení se nepodařilo načíst.</Trans>}</LoadFailed>
      </>
    );
  }
  const state = packaging.data;
  // A change that went through makes the refusals of earlier attempts stale: they are cleared, not left in red under
  // "Objednávka je zabalená.".
  const clearStale = (kept: 'scan' | 'count' | 'measure') => {
    if (kept !== 'scan') {
      changes.scan.reset();
      setLastCode(null);
    }
    if (kept !== 'count') changes.count.reset();
    if (kept !== 'measure') changes.measure.reset();
    changes.unscan.reset();
  };
  const scanMessages = changes.scan.isError ? [...scanErrors.field('code'), ...(scanErrors.field('code').length === 0 && scanErrors.general ? [scanErrors.general] : [])] : [];
  return (
    <section aria-labelledby="packaging-heading" data-testid="packaging-screen">
      {back}
      <StaffTitle id="packaging-heading">
        <Trans>Balení objednávky {orderNumber}</Trans>
      </StaffTitle>
      <p>
        <Trans>Stav: {i18n._(ORDER_STATE_NAMES[state.status])}</Trans>
        {state.crate && (
          <>
            {' · '}
            <Trans>Přepravka: {state.crate}</Trans>
          </>
        )}
      </p>
      {state.status === 'packed' && <Alert kind="success">{t`Objednávka je zabalená.`}</Alert>}
      {!state.can_pack && state.status !== 'packed' && <Alert kind="info">{t`Objednávku v tomto stavu nelze balit.`}</Alert>}

      {state.package === null ? (
        <p>
          <Trans>Objednávka nemá zásilku k zabalení ze skladu.</Trans>
        </p>
      ) : (
        <>
          <ScanField
            disabled={!state.can_pack}
            lastCode={lastCode}
            errors={scanMessages}
            onScan={(code) => {
              setLastCode(code);
              changes.scan.mutate({ params: { order_number: orderNumber }, body: { code } }, { onSuccess: () => clearStale('scan') });
            }}
          />
          <h2>
            <Trans>Položky</Trans>
          </h2>
          <Lines>
            {state.lines.map((line) => (
              <li key={line.id} data-testid={`packaging-line-${line.product_code}`}>
                <strong>{line.product_code}</strong> {line.name}
                <Progress $done={line.packed_quantity >= line.quantity}>
                  <Trans>
                    Zabaleno {line.packed_quantity} z {line.quantity}
                  </Trans>
                </Progress>
                {line.serialised ? (
                  <ScannedPieces
                    line={line}
                    canUnscan={state.can_unscan}
                    busy={changes.unscan.isPending}
                    error={changes.unscan.isError ? unscanErrors.general : null}
                    onUnscan={(piece, done) => changes.unscan.mutate({ params: { order_number: orderNumber, piece_id: piece.id } }, { onSuccess: done })}
                  />
                ) : (
                  <CountForm
                    line={line}
                    disabled={!state.can_pack}
                    busy={changes.count.isPending && countedLine === line.id}
                    errors={changes.count.isError && countedLine === line.id ? [...countErrors.field('packed_quantity'), ...(countErrors.field('packed_quantity').length === 0 && countErrors.general ? [countErrors.general] : [])] : []}
                    onCount={(quantity) => {
                      setCountedLine(line.id);
                      changes.count.mutate({ params: { order_number: orderNumber, line_id: line.id }, body: { packed_quantity: quantity } }, { onSuccess: () => clearStale('count') });
                    }}
                  />
                )}
              </li>
            ))}
          </Lines>
          <h2>
            <Trans>Zásilka</Trans>
          </h2>
          <DimensionsForm
            initial={state.package.measures}
            disabled={!state.can_pack}
            busy={changes.measure.isPending}
            error={changes.measure.error}
            onSubmit={(measures) => changes.measure.mutate({ params: { order_number: orderNumber }, body: measures }, { onSuccess: () => clearStale('measure') })}
          />
          {state.can_pack && !state.all_items_packed && (
            <p>
              <Trans>Objednávka bude zabalená, až budou naskenovány všechny položky a zadána hmotnost a rozměry.</Trans>
            </p>
          )}
        </>
      )}
      <SupplierLines lines={state.supplier_lines} />
    </section>
  );
}

const Lines = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  > li {
    border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.spacing.sm};
    overflow-wrap: anywhere;
  }
`;

const Progress = styled.p<{ $done: boolean }>`
  margin: ${({ theme }) => theme.spacing.xs} 0;
  font-weight: ${({ $done }) => ($done ? 600 : 400)};
`;
