import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { closeAutomaticTask } from '../../admin-tasks/automatic-tasks';
import { orderPaymentRecords } from '../../db/schema/payment-records';
import { issueInvoiceOnPayment } from '../../invoices/automatic-issue';
import { withLockedOrder } from '../desk-changes';
import { sendOrderNotice } from '../order-notice-mail';
import { recordPayment, type RecordPaymentBody } from './record-payment';

export interface PaymentToRecord {
  orderNumber: string;
  locale: Locale;
  userId: number | null;
  /** The public origin for the customer's mail links; undefined: the mail names "Moje objednávky" instead. */
  origin: string | undefined;
  body: RecordPaymentBody;
  /** A bank statement line's key: recorded once, whoever imports it again. */
  statementKey?: string;
}

/**
 * O-R3, the one way a payment is recorded, typed on the desk or imported from a statement: under the order lock,
 * then (once committed) the invoice when it made the order paid, the reminder task closed, and the customer's
 * "payment received" mail. Answers false when the statement line was recorded already (nothing else happens then).
 */
export async function recordPaymentAndFollow(app: FastifyInstance, log: FastifyBaseLogger, payment: PaymentToRecord): Promise<boolean> {
  const { orderNumber, locale, userId, body, statementKey } = payment;
  let paidNow = false;
  let orderId = 0;
  const recorded = await withLockedOrder(app.database.db, app.config.market, orderNumber, locale, userId, async (context) => {
    orderId = context.order.id;
    // Checked under the order lock: a second import of the line waits for the first and then sees its record.
    if (statementKey) {
      const [known] = await context.tx.select({ id: orderPaymentRecords.id }).from(orderPaymentRecords).where(eq(orderPaymentRecords.statementKey, statementKey));
      if (known) return false;
    }
    paidNow = await recordPayment(context, body, new Date(), statementKey ?? null);
    return true;
  });
  if (!recorded) return false;
  // Paid in full before delivery: the payment is the taxable supply, as for the gateway.
  if (paidNow) await issueInvoiceOnPayment(app, log, orderId, new Date(`${body.received_on}T12:00:00Z`));
  // The reminder sweep's task for this order is done once the money is in.
  if (paidNow) await closeAutomaticTask(app.database.db, { kind: 'bank-transfer-unpaid', orderNumber });
  await sendOrderNotice(app, log, orderNumber, payment.origin, { kind: 'payment_received', amount: body.amount });
  return true;
}
