import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { PaymentProvider } from '../payments/provider';
import { cardRefundableOf, type CreditNoteRow } from './issue-credit-note';

/**
 * Sends a card credit note's refund back through the gateway, spread over the order's card payments oldest first
 * (a gateway refunds a payment, at most what it took). A refusal is logged for staff: the credit note stands, as
 * a bank refund's does when the transfer is still to be sent.
 */
export async function refundToCard(db: Db, gateway: PaymentProvider, note: CreditNoteRow, log: FastifyBaseLogger): Promise<void> {
  let due = note.refunded;
  for (const payment of await cardRefundableOf(db, note.orderId, note.id)) {
    if (due <= 0) break;
    const part = Math.min(due, payment.left);
    if (part <= 0) continue;
    if (!(await gateway.refund(payment.paymentId, part))) log.error({ paymentId: payment.paymentId, amount: part, creditNote: note.number }, 'card refund refused by the gateway');
    due -= part;
  }
}
