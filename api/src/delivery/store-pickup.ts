import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DeliveryPlace } from '@shop/shared/contract/checkout';
import type { Market } from '@shop/shared/contract/common';
import { RESERVATION_READY_MINUTES } from '@shop/shared/contract/checkout';
import type { Db } from '../db/database';
import { products, productStoreStock } from '../db/schema/catalogue';
import { stores } from '../db/schema/stores';
import type { LoadedLine } from '../cart/cart-lines';
import { pickupSlots } from './pickup-slots';

/** Days for goods to reach a store from the warehouse or the supplier. */
const TRANSFER_DAYS = 1;

/**
 * Every store of the market with whether the cart's goods are on its shelf: then it is ready in
 * 30 minutes with slots from then, else in the days the goods take to arrive.
 */
export async function storePlaces(db: Db, market: Market, lines: LoadedLine[], now: Date): Promise<DeliveryPlace[]> {
  const rows = await db.select().from(stores).where(eq(stores.market, market)).orderBy(stores.city, stores.name);
  const goods = lines.filter((line) => !line.product.isELicence);
  const productIds = [...new Set(goods.map((line) => line.product.id))];
  const stock = productIds.length
    ? await db.select().from(productStoreStock).where(and(inArray(productStoreStock.productId, productIds), inArray(productStoreStock.storeId, rows.map((row) => row.id))))
    : [];
  const shelf = new Map(stock.map((row) => [`${row.storeId}:${row.productId}`, row.quantity]));
  const supplierDays = Math.max(0, ...goods.map((line) => line.product.supplierDeliveryDays ?? 0));
  return rows.map((store) => {
    const wanted = new Map<number, number>();
    for (const line of goods) wanted.set(line.product.id, (wanted.get(line.product.id) ?? 0) + line.quantity);
    const allInStock = [...wanted].every(([productId, quantity]) => (shelf.get(`${store.id}:${productId}`) ?? 0) >= quantity);
    const readyInDays = allInStock ? 0 : TRANSFER_DAYS + supplierDays;
    return {
      id: store.id,
      seo_name: store.seoName,
      name: store.name,
      street: store.street,
      city: store.city,
      postcode: store.postcode,
      opening_hours: store.openingHours,
      latitude: store.latitude,
      longitude: store.longitude,
      all_in_stock: allInStock,
      ready_in_minutes: allInStock ? RESERVATION_READY_MINUTES : null,
      ready_in_days: allInStock ? null : readyInDays,
      timeslots: pickupSlots(now, readyInDays),
    };
  });
}

/**
 * Takes `quantity` pieces for a pickup at one store, inside the order's transaction: first off
 * that store's shelf row (locked, so two buyers cannot take the same piece), the rest from the
 * warehouse to be brought over. A store that promised the goods ready from its shelf gets none
 * from the warehouse: the customer chose a slot that only the shelf can keep. The product's
 * store total (the sum of the shelves) drops by what the shelf gave. False when it cannot be done.
 */
export async function takeForPickup(tx: Db, productId: number, quantity: number, pickup: { storeId: number; fromShelfOnly: boolean }): Promise<boolean> {
  const shelfRow = and(eq(productStoreStock.productId, productId), eq(productStoreStock.storeId, pickup.storeId));
  const [shelf] = await tx.select({ quantity: productStoreStock.quantity }).from(productStoreStock).where(shelfRow).for('update');
  const fromShelf = Math.min(Math.max(shelf?.quantity ?? 0, 0), quantity);
  const fromWarehouse = quantity - fromShelf;
  if (pickup.fromShelfOnly && fromWarehouse > 0) return false;
  const taken = await tx
    .update(products)
    .set({ warehouseQuantity: sql`${products.warehouseQuantity} - ${fromWarehouse}`, storeQuantity: sql`greatest(${products.storeQuantity} - ${fromShelf}, 0)` })
    .where(and(eq(products.id, productId), gte(products.warehouseQuantity, fromWarehouse)))
    .returning({ id: products.id });
  if (taken.length === 0) return false;
  if (fromShelf > 0) await tx.update(productStoreStock).set({ quantity: sql`${productStoreStock.quantity} - ${fromShelf}` }).where(shelfRow);
  return true;
}
