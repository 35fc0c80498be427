import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { products, productStoreStock } from '../db/schema/catalogue';

/**
 * Takes `quantity` pieces for an order sent by a carrier: from the warehouse first, the rest from
 * the fullest store shelves (they send it on), so a product's store total stays the sum of its
 * shelves. False when another buyer left too few; nothing is changed then.
 */
export async function takeForShipping(tx: Db, productId: number, quantity: number): Promise<boolean> {
  const [product] = await tx
    .select({ warehouse: products.warehouseQuantity, store: products.storeQuantity })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product || product.warehouse + product.store < quantity) return false;
  const fromWarehouse = Math.min(Math.max(product.warehouse, 0), quantity);
  let fromShelves = quantity - fromWarehouse;
  await tx
    .update(products)
    .set({ warehouseQuantity: sql`${products.warehouseQuantity} - ${fromWarehouse}`, storeQuantity: sql`${products.storeQuantity} - ${fromShelves}` })
    .where(eq(products.id, productId));
  if (fromShelves === 0) return true;
  const shelves = await tx
    .select({ storeId: productStoreStock.storeId, quantity: productStoreStock.quantity })
    .from(productStoreStock)
    .where(and(eq(productStoreStock.productId, productId), gt(productStoreStock.quantity, 0)))
    .orderBy(desc(productStoreStock.quantity), productStoreStock.storeId)
    .for('update');
  for (const shelf of shelves) {
    if (fromShelves === 0) break;
    const taken = Math.min(shelf.quantity, fromShelves);
    await tx
      .update(productStoreStock)
      .set({ quantity: sql`${productStoreStock.quantity} - ${taken}` })
      .where(and(eq(productStoreStock.productId, productId), eq(productStoreStock.storeId, shelf.storeId)));
    fromShelves -= taken;
  }
  return true;
}
