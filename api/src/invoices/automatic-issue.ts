import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { shopOrders } from '../db/schema/cart';
import { findShopOrder, type ShopOrderRow } from '../orders/order-access';
import { sendInvoiceMail } from './invoice-mail';
import { issueInvoice } from './issue-invoice';

/**
 * Issues the invoice and mails a new one to the customer with its PDF. Nothing here may fail the caller (the
 * gateway only needs its 200, the desk's status change has happened): a failure (O-X5, the database, the mail
 * server) is logged for staff, who issue or re-send it from the desk.
 */
async function issueAndMail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  findOrder: () => Promise<ShopOrderRow | undefined>,
  supplyDate: (order: ShopOrderRow) => Date,
  origin: string | undefined,
): Promise<void> {
  try {
    const order = await findOrder();
    if (!order) return;
    const { invoice, created } = await issueInvoice(app.database.db, order, supplyDate(order));
    if (created) await sendInvoiceMail(app, order, invoice, origin);
  } catch (error) {
    log.error({ err: error }, 'invoice not issued or not mailed');
  }
}

/** A confirmed online payment is the taxable supply of a prepaid order, so its invoice is issued then. */
export async function issueInvoiceOnPayment(app: FastifyInstance, log: FastifyBaseLogger, orderId: number, paidAt: Date = new Date()): Promise<void> {
  const findOrder = async () => (await app.database.db.select().from(shopOrders).where(eq(shopOrders.id, orderId)))[0];
  await issueAndMail(app, log, findOrder, () => paidAt, app.config.publicUrl);
}

/** An order paid on delivery (cash on delivery, in the store, a bank transfer not confirmed yet) is invoiced when it is delivered. */
export async function issueInvoiceOnDelivery(app: FastifyInstance, log: FastifyBaseLogger, orderNumber: string, origin: string | undefined): Promise<void> {
  await issueAndMail(app, log, () => findShopOrder(app.database.db, app.config.market, orderNumber), (order) => order.deliveredAt ?? new Date(), origin);
}
