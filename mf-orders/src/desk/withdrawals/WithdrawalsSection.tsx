import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { OrderDeskWithdrawal } from '@shop/shared/contract/order-desk';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/modal';
import { useErrorTexts } from '../use-error-texts';
import { useRefundWithdrawal } from './refund-query';

/**
 * The order's contract withdrawals (O-S6) on the staff detail: what goes back, where the money goes, and the refund,
 * which issues the credit note (docs/invoices.md) after staff confirm it.
 */
export function WithdrawalsSection({ withdrawals }: { withdrawals: OrderDeskWithdrawal[] }) {
  const { t } = useLingui();
  const refund = useRefundWithdrawal();
  const refundErrors = useErrorTexts(refund.error);
  const [confirming, setConfirming] = useState<OrderDeskWithdrawal | null>(null);
  const close = () => {
    setConfirming(null);
    refund.reset();
  };
  if (withdrawals.length === 0) return null;
  return (
    <section aria-labelledby="withdrawals-heading" data-testid="withdrawals">
      <h2 id="withdrawals-heading">
        <Trans>Odstoupení od smlouvy</Trans>
      </h2>
      {withdrawals.map((withdrawal) => (
        <Withdrawal key={withdrawal.id} aria-label={t`Odstoupení ze dne ${formatDate(withdrawal.created_at)}`} data-testid={`withdrawal-${withdrawal.id}`}>
          <ul>
            {withdrawal.lines.map((line) => (
              <li key={line.line_id}>
                <Trans>
                  {line.name} ({line.product_code}), {line.quantity} ks
                </Trans>
              </li>
            ))}
          </ul>
          <Facts>
            <dt>{t`Datum`}</dt>
            <dd>{formatDate(withdrawal.created_at)}</dd>
            <dt>{t`Účet pro vrácení peněz`}</dt>
            <dd>{withdrawal.refund_account}</dd>
            {withdrawal.reason && (
              <>
                <dt>{t`Důvod`}</dt>
                <dd>{withdrawal.reason}</dd>
              </>
            )}
            <dt>{t`Stav`}</dt>
            <dd data-testid="withdrawal-state">{withdrawal.credit_note ? t`Peníze vráceny` : t`Čeká na vrácení peněz`}</dd>
          </Facts>
          {withdrawal.credit_note ? (
            <CreditNote withdrawal={withdrawal} />
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(withdrawal)}>
              <Trans>Vrátit peníze a vystavit opravný doklad</Trans>
            </Button>
          )}
        </Withdrawal>
      ))}
      <Modal
        open={confirming !== null}
        onClose={close}
        title={t`Vrátit peníze a vystavit opravný doklad?`}
        footer={
          <>
            <Button
              busy={refund.isPending}
              onClick={() => confirming && refund.mutate({ params: { id: confirming.id } }, { onSuccess: () => setConfirming(null) })}
            >
              <Trans>Vystavit opravný doklad</Trans>
            </Button>
            <Button variant="secondary" onClick={close}>
              <Trans>Zrušit</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>Vystaví se opravný daňový doklad k faktuře a peníze je potřeba poslat na účet {confirming?.refund_account}. Doklad nelze vzít zpět.</Trans>
        </p>
        {refundErrors.general && <Alert kind="error">{refundErrors.general}</Alert>}
      </Modal>
    </section>
  );
}

function CreditNote({ withdrawal }: { withdrawal: OrderDeskWithdrawal }) {
  const { market } = useMarket();
  const note = withdrawal.credit_note!;
  return (
    <p data-testid="credit-note">
      <Trans>
        Opravný doklad{' '}
        <a href={note.document_url} target="_blank" rel="noreferrer">
          {note.number}
        </a>{' '}
        k faktuře {note.invoice_number}, k vrácení {formatPrice(-note.total, market)}, vystaven {formatDate(note.issued_at)}.
      </Trans>
    </p>
  );
}

const Withdrawal = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  ul {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
