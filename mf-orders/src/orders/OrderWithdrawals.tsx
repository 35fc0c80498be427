import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderStatusDetail } from '@shop/shared/contract/orders';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';

/**
 * The customer's own withdrawals on the status page (O-S6): what they sent back and when, and how it was settled —
 * waiting, money sent to their account (with the credit note), or closed without money for an order never paid.
 */
export function OrderWithdrawals({ withdrawals }: { withdrawals: NonNullable<OrderStatusDetail['withdrawals']> }) {
  const { t } = useLingui();
  const { market } = useMarket();
  if (withdrawals.length === 0) return null;
  const settled = (entry: (typeof withdrawals)[number]) => {
    const note = entry.credit_note;
    if (!note) return t`Čeká na vrácení peněz`;
    if (note.refund_method === 'none') return t`Uzavřeno bez vrácení peněz: objednávka nebyla zaplacena`;
    const amount = formatPrice(note.refunded, market);
    if (note.refund_method === 'card') return t`Vráceno ${amount} na platební kartu, kterou jste platili`;
    return t`Vráceno ${amount} na účet ${entry.refund_account}`;
  };
  return (
    <section aria-labelledby="withdrawals-heading" data-testid="order-withdrawals">
      <h2 id="withdrawals-heading">
        <Trans>Odstoupení od smlouvy</Trans>
      </h2>
      <ul>
        {withdrawals.map((entry) => (
          <li key={entry.id}>
            <p>
              {formatDate(new Date(entry.created_at))}: {entry.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
            </p>
            <p data-testid="withdrawal-state">{settled(entry)}</p>
            {entry.credit_note && (
              <p>
                <a href={entry.credit_note.document_url}>
                  <Trans>Opravný daňový doklad {entry.credit_note.number}</Trans>
                </a>{' '}
                (<a href={`${entry.credit_note.document_url}credit-note.pdf`}>PDF</a>)
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
