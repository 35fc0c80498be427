import { cardRefundableOf } from '../credit-notes/issue-credit-note';
import type { Db } from '../db/database';
import { paymentBalanceOf } from '../orders/payment-balance';

/**
 * Whether any refund of the order goes back to the card: the card payments not yet sent back cover all that came in
 * and was not refunded, so whatever a credit note refunds takes the gateway (`refundMethodOf` in issue-credit-note)
 * and a withdrawal needs no bank account. An order nothing was paid for, or paid partly by transfer or in cash, does.
 */
export async function refundsToCard(db: Db, orderId: number): Promise<boolean> {
  const [balance, card] = await Promise.all([paymentBalanceOf(db, orderId), cardRefundableOf(db, orderId)]);
  const cardLeft = card.reduce((sum, payment) => sum + payment.left, 0);
  return cardLeft > 0 && cardLeft >= balance.paid - balance.refunded;
}
