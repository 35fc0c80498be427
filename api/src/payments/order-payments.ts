import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderPayments } from '../db/schema/cart';
import type { ShopOrderRow } from '../orders/order-access';
import { CURRENCY_OF, type PaymentProvider } from './provider';
import { PAYMENT_NOTIFICATION_PATH } from '@shop/shared/contract/payments';
import { thankYouPath, orderAccess } from '../orders/order-access';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

export async function latestPayment(db: Db, orderId: number): Promise<OrderPaymentRow | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(desc(orderPayments.id)).limit(1);
  return row;
}

/** A new attempt at the provider for the order's total; the customer goes to `paymentUrl`. */
export async function startPayment(db: Db, provider: PaymentProvider, secretKey: string, order: ShopOrderRow): Promise<OrderPaymentRow> {
  const access = orderAccess(secretKey, order.orderNumber);
  const created = await provider.createPayment({
    orderNumber: order.orderNumber,
    amount: order.total,
    currency: CURRENCY_OF[order.market],
    returnUrl: thankYouPath(order.market, order.orderNumber, access),
    notifyUrl: PAYMENT_NOTIFICATION_PATH,
  });
  const [row] = await db
    .insert(orderPayments)
    .values({ orderId: order.id, provider: provider.name, paymentId: created.paymentId, amount: order.total, state: 'created', paymentUrl: created.paymentUrl })
    .returning();
  return row!;
}

/** The attempt to send the customer to: the open one, or a new one when the last failed. */
export async function openPayment(db: Db, provider: PaymentProvider, secretKey: string, order: ShopOrderRow): Promise<OrderPaymentRow> {
  const latest = await latestPayment(db, order.id);
  if (latest && latest.state === 'created') return latest;
  try {
    return await startPayment(db, provider, secretKey, order);
  } catch (error) {
    // A concurrent retry opened one first (order_payments_one_open_idx): share it.
    const opened = await latestPayment(db, order.id);
    if (opened && opened.state === 'created') return opened;
    throw error;
  }
}
