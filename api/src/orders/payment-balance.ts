import { and, asc, eq, sql, sum } from 'drizzle-orm';
import type { OrderPayment, PaymentBalance } from '@shop/shared/contract/order-payment-records';
import type { Db } from '../db/database';
import { orderPayments, shopOrders } from '../db/schema/cart';
import { creditNotes } from '../db/schema/credit-notes';
import { orderPaymentRecords } from '../db/schema/payment-records';
import { users } from '../db/schema/users';
import type { ShopOrderRow } from './order-access';
import { ONLINE_PAYMENTS } from './submit-order';

type PaymentState = ShopOrderRow['paymentStatus'];

/** Every payment of the order, the gateway's confirmed ones and those staff recorded, oldest first. */
export async function paymentsOf(db: Db, orderId: number): Promise<OrderPayment[]> {
  const [recorded, gateway] = await Promise.all([
    db
      .select({ record: orderPaymentRecords, email: users.email })
      .from(orderPaymentRecords)
      .leftJoin(users, eq(users.id, orderPaymentRecords.recordedBy))
      .where(eq(orderPaymentRecords.orderId, orderId))
      .orderBy(asc(orderPaymentRecords.id)),
    db.select().from(orderPayments).where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.state, 'paid'))).orderBy(asc(orderPayments.id)),
  ]);
  const payments: (OrderPayment & { at: number })[] = [
    ...recorded.map(({ record, email }) => ({
      key: `recorded-${record.id}`,
      amount: record.amount,
      received_on: record.receivedOn,
      reference: record.reference,
      method: record.method,
      recorded_by: email,
      at: record.createdAt.getTime(),
    })),
    ...gateway.map((payment) => ({
      key: `gateway-${payment.id}`,
      amount: payment.amount,
      received_on: payment.updatedAt.toISOString().slice(0, 10),
      reference: payment.paymentId,
      method: 'gateway' as const,
      recorded_by: null,
      at: payment.updatedAt.getTime(),
    })),
  ];
  return payments.sort((a, b) => a.at - b.at).map(({ at: _at, ...payment }) => payment);
}

/** What came in (recorded and gateway) and what credit notes sent back, in whole units. */
export async function paymentBalanceOf(db: Db, orderId: number): Promise<PaymentBalance & { total: number }> {
  const [row] = await db
    .select({
      // The total as it is now: staff may have added a product in the same transaction.
      total: shopOrders.total,
      recorded: sql<number>`(select coalesce(sum(${orderPaymentRecords.amount}), 0) from ${orderPaymentRecords} where ${orderPaymentRecords.orderId} = ${orderId})`,
      gateway: sql<number>`(select coalesce(sum(${orderPayments.amount}), 0) from ${orderPayments} where ${orderPayments.orderId} = ${orderId} and ${orderPayments.state} = 'paid')`,
      refunded: sql<number>`(select coalesce(sum(${creditNotes.refunded}), 0) from ${creditNotes} where ${creditNotes.orderId} = ${orderId})`,
    })
    .from(shopOrders)
    .where(eq(shopOrders.id, orderId));
  const paid = Number(row?.recorded ?? 0) + Number(row?.gateway ?? 0);
  const refunded = Number(row?.refunded ?? 0);
  const total = row?.total ?? 0;
  return { paid, refunded, balance: total - paid, total };
}

/**
 * What each order still owes (its total less what came in, as `paymentBalanceOf`'s balance), for many orders in three
 * queries: a bank statement names up to 2,000 orders, and a query per order made its preview take seconds. The ids go
 * as one array parameter, as in match-statement.ts.
 */
export async function balancesOf(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const ids = [...orderIds];
  const [totals, recorded, gateway] = await Promise.all([
    db.select({ id: shopOrders.id, total: shopOrders.total }).from(shopOrders).where(sql`${shopOrders.id} = any(${sql.param(ids)}::int[])`),
    db
      .select({ id: orderPaymentRecords.orderId, amount: sum(orderPaymentRecords.amount).mapWith(Number) })
      .from(orderPaymentRecords)
      .where(sql`${orderPaymentRecords.orderId} = any(${sql.param(ids)}::int[])`)
      .groupBy(orderPaymentRecords.orderId),
    db
      .select({ id: orderPayments.orderId, amount: sum(orderPayments.amount).mapWith(Number) })
      .from(orderPayments)
      .where(and(sql`${orderPayments.orderId} = any(${sql.param(ids)}::int[])`, eq(orderPayments.state, 'paid')))
      .groupBy(orderPayments.orderId),
  ]);
  const paid = new Map<number, number>();
  for (const row of [...recorded, ...gateway]) paid.set(row.id, (paid.get(row.id) ?? 0) + row.amount);
  return new Map(totals.map((row) => [row.id, row.total - (paid.get(row.id) ?? 0)]));
}

/**
 * O-R3 derived: paid once what came in covers the total; until then an online order waits for its gateway and any
 * other is not paid (a part paid shows in the balance, not as a fourth state the spec does not name).
 */
export function paymentStateOf(order: Pick<ShopOrderRow, 'paymentType' | 'total'>, paid: number): PaymentState {
  if (paid > 0 && paid >= order.total) return 'paid';
  return ONLINE_PAYMENTS.has(order.paymentType as 'card') ? 'waiting_for_payment' : 'not_paid';
}

/** Writes the derived state on the order (the grid filters by it); answers whether the order became paid now. */
export async function settlePaymentState(tx: Db, order: ShopOrderRow): Promise<boolean> {
  const { paid, total } = await paymentBalanceOf(tx, order.id);
  const state = paymentStateOf({ paymentType: order.paymentType, total }, paid);
  if (state === order.paymentStatus) return false;
  await tx.update(shopOrders).set({ paymentStatus: state }).where(eq(shopOrders.id, order.id));
  return state === 'paid';
}
