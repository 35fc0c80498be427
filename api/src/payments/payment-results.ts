import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { orderPayments, shopOrders } from '../db/schema/cart';
import { issueInvoiceOnPayment } from '../invoices/automatic-issue';
import { sendOrderNotice } from '../orders/order-notice-mail';
import type { OrderPaymentRow } from './order-payments';
import type { PaymentProvider } from './provider';

export type PaymentOutcome = 'paid' | 'declined' | 'cancelled';

/**
 * Moves an open attempt to the gateway's outcome, once: the attempt and the order's payment status in one
 * transaction, so a result heard twice (the gateway's notification, the status call asking the gateway, the
 * sweep of open attempts) is applied once. A payment that makes the order paid is told to the customer (the same
 * "payment received" mail as a transfer staff record) and has its invoice issued and mailed after the answer. The
 * gateway calls without the customer's request, so links use PUBLIC_URL. Returns whether this call made the order paid.
 */
export async function recordPaymentResult(app: FastifyInstance, log: FastifyBaseLogger, payment: OrderPaymentRow, state: PaymentOutcome): Promise<boolean> {
  const paidNow = await app.database.db.transaction(async (tx) => {
    const moved = await tx
      .update(orderPayments)
      .set({ state, updatedAt: new Date() })
      .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.state, 'created')))
      .returning({ id: orderPayments.id });
    if (moved.length > 0 && state === 'paid') await tx.update(shopOrders).set({ paymentStatus: 'paid' }).where(eq(shopOrders.id, payment.orderId));
    return moved.length > 0 && state === 'paid';
  });
  if (paidNow) {
    app.afterAnswer.run(async () => {
      const [order] = await app.database.db.select({ orderNumber: shopOrders.orderNumber }).from(shopOrders).where(eq(shopOrders.id, payment.orderId));
      if (order) await sendOrderNotice(app, log, order.orderNumber, app.config.publicUrl, { kind: 'payment_received', amount: payment.amount });
      await issueInvoiceOnPayment(app, log, payment.orderId);
    });
  }
  return paidNow;
}

/**
 * An attempt still open here is asked at the gateway, whose notification may have been lost (a process killed
 * between the gateway's decision and the notification, a network cut); its outcome is then recorded as if
 * notified. A gateway that does not answer leaves the attempt open. Returns whether the attempt moved.
 */
export async function settleFromGateway(app: FastifyInstance, log: FastifyBaseLogger, provider: PaymentProvider, payment: OrderPaymentRow): Promise<boolean> {
  if (payment.state !== 'created') return false;
  const state = await provider.stateOf(payment.paymentId).catch((error: unknown) => {
    log.warn({ err: error }, 'the payment gateway did not tell a payment state');
    return undefined;
  });
  if (state === undefined || state === 'created') return false;
  await recordPaymentResult(app, log, payment, state);
  return true;
}
