import { and, eq, sql } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import { CANCELLABLE_STATUSES, ORDER_TRANSITIONS, PRODUCT_ADDABLE_STATUSES, type OrderStatus } from '@shop/shared/orders/order-states';
import { fieldError } from '../http/translated-errors';
import { vatInside } from '../cart/cart-pricing';
import type { Db } from '../db/database';
import { orderLines, orderPackages, shopOrders } from '../db/schema/cart';
import { products } from '../db/schema/catalogue';
import { orderCrates, orderLinePicking } from '../db/schema/order-desk';
import { detailError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import type { ShopOrderRow } from './order-access';
import { orderNotFound } from '../http/translated-errors';
import { PICKED_KINDS, statusName } from './desk/desk-detail';
import { recordOrderEvent } from './order-events';
import { packagesFollowOrder } from './desk/package-states';
import { releasePieces } from '../packaging/release-pieces';
import { packagingProgress } from '../packaging/packaging-progress';
import { releaseStock } from './desk/stock-release';

export interface DeskChange {
  tx: Db;
  order: ShopOrderRow;
  locale: Locale;
  userId: number | null;
}

/**
 * Runs `change` on the order locked for update: two staff acting on one order at once are served
 * one after the other, and the second sees the first one's result (so both cannot cancel, or
 * move it along the same step twice).
 */
export async function withLockedOrder<T>(db: Db, market: Market, orderNumber: string, locale: Locale, userId: number | null, change: (context: DeskChange) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.orderNumber, orderNumber)).for('update');
    if (!order || order.market !== market) throw orderNotFound(locale);
    return change({ tx, order, locale, userId });
  });
}

/** Statuses after which the goods have left the warehouse floor: the crate is free for the next order. */
const CRATE_FREEING: readonly OrderStatus[] = ['handed_to_carrier', 'ready_for_pickup', 'cancelled'];

export async function setStatus({ tx, order, userId }: DeskChange, to: OrderStatus, details: Record<string, string> = {}): Promise<void> {
  await tx.update(shopOrders).set({ status: to }).where(eq(shopOrders.id, order.id));
  await packagesFollowOrder(tx, order, to);
  if (CRATE_FREEING.includes(to)) await tx.delete(orderCrates).where(eq(orderCrates.orderId, order.id));
  await recordOrderEvent(tx, order.id, userId, to === 'cancelled' ? 'cancelled' : 'status', { from: order.status, to, ...details });
}

/** A move along ORDER_TRANSITIONS; anything else is a 400 naming both states in the reader's language. */
export async function changeStatus(context: DeskChange, to: OrderStatus): Promise<void> {
  const from = context.order.status as OrderStatus;
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    throw fieldError(context.locale, 'status', 'order_desk.status_not_allowed', { from: statusName(context.locale, from), to: statusName(context.locale, to) });
  }
  if (to === 'cancelled') return cancelOrder(context, '');
  // O-S13: packed means every item scanned or counted and the parcel measured (the packaging screen moves it itself).
  if (to === 'packed' && !(await packagingProgress(context.tx, context.order)).complete) throw fieldError(context.locale, 'status', 'packaging.not_complete');
  await setStatus(context, to);
}

/** O-R4: the stock goes back on sale and a buyout bonus the order used can be used again (buyout-use.ts skips cancelled orders). */
export async function cancelOrder(context: DeskChange, reason: string): Promise<void> {
  const status = context.order.status as OrderStatus;
  if (!CANCELLABLE_STATUSES.includes(status)) throw fieldError(context.locale, 'non_field_errors', 'order_desk.not_cancellable', { status: statusName(context.locale, status) });
  await releaseStock(context.tx, context.order);
  await releasePieces(context.tx, context.order.id);
  await setStatus(context, 'cancelled', { reason });
}

/** O-R5: pieces of a product of the market, taken off stock like a courier order's (warehouse first); the totals follow. */
export async function addProduct({ tx, order, locale, userId }: DeskChange, productCode: string, quantity: number): Promise<void> {
  const status = order.status as OrderStatus;
  if (!PRODUCT_ADDABLE_STATUSES.includes(status)) throw fieldError(locale, 'non_field_errors', 'order_desk.product_not_addable', { status: statusName(locale, status) });
  const [product] = await tx.select().from(products).where(and(eq(products.code, productCode), eq(products.market, order.market)));
  if (!product) throw fieldError(locale, 'product_code', 'order_desk.product_not_found');
  const taken = await tx
    .update(products)
    .set({
      warehouseQuantity: sql`greatest(${products.warehouseQuantity} - ${quantity}, 0)`,
      storeQuantity: sql`${products.storeQuantity} - greatest(${quantity} - ${products.warehouseQuantity}, 0)`,
    })
    .where(and(eq(products.id, product.id), sql`${products.warehouseQuantity} + ${products.storeQuantity} >= ${quantity}`))
    .returning({ id: products.id });
  if (taken.length === 0) throw fieldError(locale, 'quantity', 'orders.stock_changed', { name: product.longName });
  const [ownStock] = await tx.select({ id: orderPackages.id }).from(orderPackages).where(and(eq(orderPackages.orderId, order.id), eq(orderPackages.kind, 'own_stock')));
  const packageId = ownStock?.id ?? (await tx.insert(orderPackages).values({ orderId: order.id, kind: 'own_stock' }).returning({ id: orderPackages.id }))[0]!.id;
  const gross = product.price * quantity;
  await tx.insert(orderLines).values({ orderId: order.id, packageId, productId: product.id, kind: 'product', productCode: product.code, name: product.longName, quantity, unitPrice: product.price, finalPrice: gross });
  await tx
    .update(shopOrders)
    .set({ itemsTotal: sql`${shopOrders.itemsTotal} + ${gross}`, total: sql`${shopOrders.total} + ${gross}`, vat: sql`${shopOrders.vat} + ${vatInside(gross, product.vatRate)}` })
    .where(eq(shopOrders.id, order.id));
  await recordOrderEvent(tx, order.id, userId, 'product_added', { code: product.code, quantity });
}

/** Picking and crates happen on the warehouse floor: before the order is packed, and never for a closed one. */
const ON_THE_FLOOR: readonly OrderStatus[] = ['new', 'processing'];

function assertOnTheFloor(order: ShopOrderRow, locale: Locale): void {
  if (!ON_THE_FLOOR.includes(order.status as OrderStatus)) throw fieldError(locale, 'non_field_errors', 'order_desk.invalid_order');
}

/** O-R1: one goods line's picking state; 404 (O-X8) for a line of another order. */
export async function setPicking({ tx, order, locale, userId }: DeskChange, lineId: number, status: string): Promise<void> {
  const [line] = await tx.select().from(orderLines).where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id)));
  if (!line) throw detailError(404, translate(locale, 'order_desk.items_not_found'));
  if (!PICKED_KINDS.has(line.kind)) throw fieldError(locale, 'non_field_errors', 'order_desk.not_pickable');
  assertOnTheFloor(order, locale);
  await tx
    .insert(orderLinePicking)
    .values({ lineId, status })
    .onConflictDoUpdate({ target: orderLinePicking.lineId, set: { status, updatedAt: new Date() } });
  await recordOrderEvent(tx, order.id, userId, 'picking', { code: line.productCode, status });
}

/** O-S12: a crate holds one order; moving the order to another crate frees the old one. */
export async function assignCrate({ tx, order, locale, userId }: DeskChange, crate: string): Promise<void> {
  assertOnTheFloor(order, locale);
  const [holder] = await tx
    .select({ orderId: orderCrates.orderId, number: shopOrders.orderNumber })
    .from(orderCrates)
    .innerJoin(shopOrders, eq(shopOrders.id, orderCrates.orderId))
    .where(eq(orderCrates.code, crate))
    .for('update');
  if (holder && holder.orderId !== order.id) throw fieldError(locale, 'crate', 'order_desk.crate_taken', { crate, number: holder.number });
  if (holder) return;
  await tx.delete(orderCrates).where(eq(orderCrates.orderId, order.id));
  await tx.insert(orderCrates).values({ code: crate, orderId: order.id });
  await recordOrderEvent(tx, order.id, userId, 'crate', { crate });
}
