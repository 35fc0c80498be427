import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { ORDER_DESK_ORDERINGS, OrderDeskRow } from '@shop/shared/contract/order-desk';
import { pageOffset } from '@shop/shared/contract/paged';
import { DELIVERY_STATUSES, type OrderStatus } from '@shop/shared/orders/order-states';
import { CURRENCY } from '../../cart/cart-pricing';
import type { Db } from '../../db/database';
import { orderPackages, shopOrders } from '../../db/schema/cart';
import type { PageRequest } from '../../http/paged-list';
import { customerCompany, customerName } from './order-customer';
import { OUTER_ORDER_ID } from '../outer-order-id';

export interface OrderDeskFilters {
  search?: string | undefined;
  status?: OrderStatus | undefined;
  payment_status?: 'paid' | 'not_paid' | 'waiting_for_payment' | undefined;
  delivery_status?: (typeof DELIVERY_STATUSES)[number] | undefined;
  window?: '7' | '21' | '42' | '90' | undefined;
}

export interface OrderDeskQuery extends OrderDeskFilters, PageRequest {
  ordering?: (typeof ORDER_DESK_ORDERINGS)[number] | undefined;
}

/** `%` and `_` typed by staff are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function orderDeskConditions(market: Market, query: OrderDeskFilters, now: Date): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(shopOrders.market, market)];
  if (query.status) where.push(eq(shopOrders.status, query.status));
  if (query.payment_status) where.push(eq(shopOrders.paymentStatus, query.payment_status));
  if (query.window) where.push(gte(shopOrders.createdAt, sql`${new Date(now.getTime() - Number(query.window) * 86_400_000).toISOString()}::timestamptz`));
  if (query.delivery_status) {
    where.push(sql`exists (select 1 from ${orderPackages} where ${orderPackages.orderId} = ${OUTER_ORDER_ID} and ${orderPackages.status} = ${query.delivery_status})`);
  }
  if (query.search) where.push(sql`${orderSearchDocument} ilike ${likePattern(searchedText(query.search))}`);
  return and(...where);
}

/**
 * A phone is typed with or without spaces, dashes or the country's `+`: what looks like one is searched by its digits,
 * which is how the search document holds the phone. An order number's digits still match its number.
 */
function searchedText(search: string): string {
  const digits = search.replace(/\D/g, '');
  return /^[\d\s+()/-]+$/.test(search) && digits.length > 0 ? digits : search;
}

/**
 * Number, e-mail, "first last" name, company and the phone's digits in one stored text (the `search_document` column),
 * indexed by `shop_orders_search_document_trgm_idx`, so a search by any part of them is one trigram index lookup
 * instead of a scan of the market's orders.
 */
export const orderSearchDocument = sql`${shopOrders.searchDocument}`;

/**
 * Counting every match of a broad filter reads all the market's orders on each page; past this many the grid says
 * "at least" (`count` stops here) and staff narrow the filter. Below it the count is exact.
 */
export const ORDER_GRID_COUNT_CAP = 10_000;
/**
 * The cap when staff search: a search looks for one customer or order, and each match past the index is a recheck of
 * the row (a broad search, a first name, counted 10,000 in 140 ms on 100,000 orders: docs/order-grid-benchmark.md).
 */
export const ORDER_GRID_SEARCH_COUNT_CAP = 1_000;
/**
 * The cap when the delivery-state filter is on: each match is a package-to-order join, about ten times the cost of an
 * index entry (48 ms for 10,000 on 100,000 orders against 1.5 ms unfiltered, docs/order-desk.md), so it stops sooner.
 */
export const ORDER_GRID_DELIVERY_COUNT_CAP = 2_000;

/** The least advanced package's state, by its place in DELIVERY_STATUSES. */
const leastDeliveryStatus = sql<string | null>`(
  select ${orderPackages.status} from ${orderPackages}
  where ${orderPackages.orderId} = ${OUTER_ORDER_ID}
  order by array_position(array[${sql.join(
    DELIVERY_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], ${orderPackages.status}), ${orderPackages.id}
  limit 1)`;

/** How many orders match the filters, up to the filter's cap. */
export async function countDeskOrders(db: Db, market: Market, filters: OrderDeskFilters, now = new Date()): Promise<number> {
  const cap = filters.search ? ORDER_GRID_SEARCH_COUNT_CAP : filters.delivery_status ? ORDER_GRID_DELIVERY_COUNT_CAP : ORDER_GRID_COUNT_CAP;
  const matches = db.select({ one: sql`1` }).from(shopOrders).where(orderDeskConditions(market, filters, now)).limit(cap).as('matches');
  return (await db.select({ rows: count() }).from(matches))[0]?.rows ?? 0;
}

/** One page of the market's orders; each ordering ends with the id, so pages never overlap. */
export async function orderDeskRows(db: Db, market: Market, query: OrderDeskQuery, now = new Date()): Promise<OrderDeskRow[]> {
  const direction = query.ordering?.startsWith('-') === false ? asc : desc;
  const column = query.ordering?.endsWith('total') ? shopOrders.total : shopOrders.createdAt;
  // Only what a row shows: the whole order (items' JSON, order info, the search document) would be read, sent and
  // parsed for each of the page's rows.
  const rows = await db
    .select({
      id: shopOrders.id,
      orderNumber: shopOrders.orderNumber,
      createdAt: shopOrders.createdAt,
      billingAddress: shopOrders.billingAddress,
      email: shopOrders.email,
      status: shopOrders.status,
      paymentStatus: shopOrders.paymentStatus,
      total: shopOrders.total,
      market: shopOrders.market,
      deliveryStatus: leastDeliveryStatus,
    })
    .from(shopOrders)
    .where(orderDeskConditions(market, query, now))
    .orderBy(direction(column), direction(shopOrders.id))
    .limit(query.page_size)
    .offset(pageOffset(query.page, query.page_size));
  return rows.map((order) => ({
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    customer_name: customerName(order.billingAddress),
    company: customerCompany(order.billingAddress),
    email: order.email,
    status: order.status as OrderStatus,
    payment_status: order.paymentStatus,
    delivery_status: order.deliveryStatus as OrderDeskRow['delivery_status'],
    total: order.total,
    currency: CURRENCY[order.market],
  }));
}
