import { and, eq, inArray } from 'drizzle-orm';
import type { DeliveryPlace } from '@shop/shared/contract/checkout';
import type { Market } from '@shop/shared/contract/common';
import { RESERVATION_READY_MINUTES } from '@shop/shared/contract/checkout';
import type { Db } from '../db/database';
import { productStoreStock } from '../db/schema/catalogue';
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
