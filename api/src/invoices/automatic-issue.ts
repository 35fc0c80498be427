import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { shopOrders } from '../db/schema/cart';
import type { Market } from '@shop/shared/contract/common';
import { findShopOrder } from '../orders/order-access';
import { issueInvoice } from './issue-invoice';

/**
 * A confirmed online payment is the taxable supply of a prepaid order, so its invoice is issued then. The gateway
 * only needs its 200: a failure (O-X5, the database) is logged for staff, who issue it from the desk once fixed.
 */
export async function issueInvoiceOnPayment(db: Db, log: FastifyBaseLogger, orderId: number, paidAt: Date = new Date()): Promise<void> {
  try {
    const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
    if (order) await issueInvoice(db, order, paidAt, paidAt);
  } catch (error) {
    log.error({ err: error, orderId }, 'invoice not issued on payment');
  }
}

/** An order paid on delivery (cash on delivery, in the store, a bank transfer not confirmed yet) is invoiced when it is delivered. */
export async function issueInvoiceOnDelivery(db: Db, log: FastifyBaseLogger, market: Market, orderNumber: string): Promise<void> {
  try {
    const order = await findShopOrder(db, market, orderNumber);
    if (order) await issueInvoice(db, order, order.deliveredAt ?? new Date());
  } catch (error) {
    log.error({ err: error, orderNumber }, 'invoice not issued on delivery');
  }
}
