import type * as v from 'valibot';
import type { RecordPaymentBodySchema } from '@shop/shared/contract/order-payment-records';
import { fieldError } from '../../http/translated-errors';
import { orderPaymentRecords } from '../../db/schema/payment-records';
import type { DeskChange } from '../desk-changes';
import { recordOrderEvent } from '../order-events';
import { localMoment } from '../../i18n/market-clock';
import { settlePaymentState } from '../payment-balance';

export type RecordPaymentBody = v.InferOutput<typeof RecordPaymentBodySchema>;

/**
 * O-R3: money staff saw arrive, under the order lock like every desk change. The payment state follows from the
 * sum of all payments; answers whether this payment made the order paid (its invoice is issued then).
 */
export async function recordPayment(context: DeskChange, body: RecordPaymentBody, now = new Date(), statementKey: string | null = null): Promise<boolean> {
  const { tx, order, locale, userId } = context;
  // Money that reached a cancelled order is recorded too: it is owed back, and the balance shows it.
  if (body.received_on > localMoment(order.market, now).date) throw fieldError(locale, 'received_on', 'order_desk.payment_in_future');
  await tx.insert(orderPaymentRecords).values({ orderId: order.id, amount: body.amount, receivedOn: body.received_on, reference: body.reference, method: body.method, recordedBy: userId, statementKey });
  await recordOrderEvent(tx, order.id, userId, 'payment', { amount: body.amount, method: body.method, reference: body.reference });
  return settlePaymentState(tx, order);
}
