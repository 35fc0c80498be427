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
import { useSettleWithdrawal } from './refund-query';

/**
 * The order's contract withdrawals (O-S6) on the staff detail: what goes back, where the money goes, and how it is settled
 * (docs/invoices.md, docs/order-desk.md): a refund of at most `returnable` (what came in and was not sent back yet), or,
 * when nothing was paid, closing without money. Either issues the credit note after staff confirm it. The money goes
 * back to the card when the card payments cover it (the server decides the same way, issue-credit-note.ts), else to
 * the customer's account.
 */
export function WithdrawalsSection({ withdrawals, returnable, cardPaid }: { withdrawals: OrderDeskWithdrawal[]; returnable: number; cardPaid: number }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const settlement = returnable > 0 ? 'refund' : 'close';
  const toCard = cardPaid > 0 && cardPaid >= returnable;
  const settle = useSettleWithdrawal(settlement);
  const settleErrors = useErrorTexts(settle.error);
  const [confirming, setConfirming] = useState<OrderDeskWithdrawal | null>(null);
  const close = () => {
    setConfirming(null);
    settle.reset();
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
            {/* None was asked when the money goes back to the card. */}
            {withdrawal.refund_account && (
              <>
                <dt>{t`Účet pro vrácení peněz`}</dt>
                <dd>{withdrawal.refund_account}</dd>
              </>
            )}
            {withdrawal.reason && (
              <>
                <dt>{t`Důvod`}</dt>
                <dd>{withdrawal.reason}</dd>
              </>
            )}
            <dt>{t`Stav`}</dt>
            <dd data-testid="withdrawal-state">
              <WithdrawalState withdrawal={withdrawal} settlement={settlement} />
            </dd>
          </Facts>
          {withdrawal.credit_note ? (
            <CreditNote withdrawal={withdrawal} />
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(withdrawal)}>
              {settlement === 'refund' ? <Trans>Vrátit peníze a vystavit opravný doklad</Trans> : <Trans>Uzavřít bez vrácení peněz</Trans>}
            </Button>
          )}
        </Withdrawal>
      ))}
      <Modal
        open={confirming !== null}
        onClose={close}
        title={settlement === 'refund' ? t`Vrátit peníze a vystavit opravný doklad?` : t`Uzavřít odstoupení bez vrácení peněz?`}
        footer={
          <>
            <Button busy={settle.isPending} onClick={() => confirming && settle.mutate({ params: { id: confirming.id } }, { onSuccess: () => setConfirming(null) })}>
              {settlement === 'refund' ? <Trans>Vystavit opravný doklad</Trans> : <Trans>Uzavřít bez vrácení peněz</Trans>}
            </Button>
            <Button variant="secondary" onClick={close}>
              <Trans>Zrušit</Trans>
            </Button>
          </>
        }
      >
        <p>
          {settlement === 'refund' && toCard ? (
            <Trans>
              Vystaví se opravný daňový doklad k faktuře. Zákazník zaplatil kartou {formatPrice(returnable, market)}; vrací se nejvýše tato částka, přes
              platební bránu na jeho kartu. Doklad nelze vzít zpět.
            </Trans>
          ) : settlement === 'refund' ? (
            <Trans>
              Vystaví se opravný daňový doklad k faktuře. Zákazník zaplatil {formatPrice(returnable, market)}; vrací se nejvýše tato částka, na účet{' '}
              {confirming?.refund_account}. Doklad nelze vzít zpět.
            </Trans>
          ) : (
            <Trans>Objednávka nebyla zaplacena, žádné peníze se nevracejí. Vystaví se opravný daňový doklad k faktuře, který to uvádí. Doklad nelze vzít zpět.</Trans>
          )}
        </p>
        {settleErrors.general && <Alert kind="error">{settleErrors.general}</Alert>}
      </Modal>
    </section>
  );
}

function WithdrawalState({ withdrawal, settlement }: { withdrawal: OrderDeskWithdrawal; settlement: 'refund' | 'close' }) {
  const note = withdrawal.credit_note;
  if (note) return note.refund_method === 'none' ? <Trans>Uzavřeno bez vrácení peněz</Trans> : <Trans>Peníze vráceny</Trans>;
  return settlement === 'refund' ? <Trans>Čeká na vrácení peněz</Trans> : <Trans>Čeká na uzavření (nezaplaceno)</Trans>;
}

function CreditNote({ withdrawal }: { withdrawal: OrderDeskWithdrawal }) {
  const { market } = useMarket();
  const note = withdrawal.credit_note!;
  const link = (
    <a href={note.document_url} target="_blank" rel="noreferrer">
      {note.number}
    </a>
  );
  return (
    <p data-testid="credit-note">
      {note.refund_method === 'none' ? (
        <Trans>
          Opravný doklad {link} k faktuře {note.invoice_number} na {formatPrice(note.total, market)}, vystaven {formatDate(note.issued_at)}. Nic se nevrací.
        </Trans>
      ) : note.refund_method === 'card' ? (
        <Trans>
          Opravný doklad {link} k faktuře {note.invoice_number} na {formatPrice(note.total, market)}, vystaven {formatDate(note.issued_at)}. Vráceno{' '}
          {formatPrice(note.refunded, market)} přes platební bránu na kartu, kterou zákazník platil.
        </Trans>
      ) : (
        <Trans>
          Opravný doklad {link} k faktuře {note.invoice_number} na {formatPrice(note.total, market)}, vystaven {formatDate(note.issued_at)}. Vráceno{' '}
          {formatPrice(note.refunded, market)} bankovním převodem na účet {withdrawal.refund_account}.
        </Trans>
      )}
    </p>
  );
}

const Withdrawal = styled.article`
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
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
