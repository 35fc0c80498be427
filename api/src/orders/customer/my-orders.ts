import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { MyOrderRow } from '@shop/shared/contract/orders';
import type { Paged } from '@shop/shared/contract/paged';
import { pageOffset } from '@shop/shared/contract/paged';
import { CURRENCY } from '../../cart/cart-pricing';
import type { Db } from '../../db/database';
import { orderLines, shopOrders } from '../../db/schema/cart';
import { OUTER_ORDER_ID } from '../outer-order-id';

const DAY_MS = 86_400_000;

export interface MyOrdersQuery {
  userId: number;
  market: Market;
  page: number;
  pageSize: number;
  ordering?: 'created_at' | '-created_at';
  /** O-C1 window: orders of the last `days` days only. */
  days?: number;
  now?: Date;
}

/** O-S2: the customer's orders of the market, one page of them and the count over all pages. */
export async function myOrders(db: Db, query: MyOrdersQuery): Promise<Paged<MyOrderRow>> {
  const now = query.now ?? new Date();
  const where = and(
    eq(shopOrders.userId, query.userId),
    eq(shopOrders.market, query.market),
    query.days === undefined ? undefined : gte(shopOrders.createdAt, new Date(now.getTime() - query.days * DAY_MS)),
  );
  const order = query.ordering === 'created_at' ? [asc(shopOrders.createdAt), asc(shopOrders.id)] : [desc(shopOrders.createdAt), desc(shopOrders.id)];
  const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${OUTER_ORDER_ID} and ${orderLines.kind} = 'product')`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        orderNumber: shopOrders.orderNumber,
        createdAt: shopOrders.createdAt,
        status: shopOrders.status,
        paymentStatus: shopOrders.paymentStatus,
        paymentType: shopOrders.paymentType,
        total: shopOrders.total,
        market: shopOrders.market,
        itemCount,
      })
      .from(shopOrders)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    db.select({ value: count() }).from(shopOrders).where(where),
  ]);
  return {
    count: total?.value ?? 0,
    results: rows.map((row) => ({
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      status: row.status as MyOrderRow['status'],
      payment_status: row.paymentStatus,
      type_payment: row.paymentType as MyOrderRow['type_payment'],
      total: row.total,
      currency: CURRENCY[row.market],
      item_count: Number(row.itemCount),
    })),
  };
}
