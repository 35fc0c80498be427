import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderLines, orderPackages } from '../../db/schema/cart';
import { productStoreStock, products } from '../../db/schema/catalogue';
import { stores } from '../../db/schema/stores';
import type { ShopOrderRow } from '../order-access';

/**
 * Puts a cancelled order's own-stock goods back on sale, inside the cancel's transaction. A
 * store pickup's pieces go back to that store's shelf (that is where they wait for the
 * customer); everything else back to the warehouse. The checkout does not record which
 * shelf each piece came from, so this is the place where the goods physically are.
 */
export async function releaseStock(tx: Db, order: ShopOrderRow): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity, isELicence: products.isELicence })
    .from(orderLines)
    .innerJoin(orderPackages, eq(orderPackages.id, orderLines.packageId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'product'), eq(orderPackages.kind, 'own_stock'), isNotNull(orderLines.productId)));
  const [store] =
    order.deliveryCode === 'store' && order.store ? await tx.select({ id: stores.id }).from(stores).where(and(eq(stores.seoName, order.store), eq(stores.market, order.market))) : [];
  // In id order, like the checkout's reservation, so a cancel and a checkout cannot deadlock.
  for (const line of lines.filter((row) => !row.isELicence).sort((a, b) => a.productId! - b.productId!)) {
    const productId = line.productId!;
    if (store) {
      await tx.update(products).set({ storeQuantity: sql`${products.storeQuantity} + ${line.quantity}` }).where(eq(products.id, productId));
      await tx
        .insert(productStoreStock)
        .values({ productId, storeId: store.id, quantity: line.quantity })
        .onConflictDoUpdate({ target: [productStoreStock.productId, productStoreStock.storeId], set: { quantity: sql`${productStoreStock.quantity} + ${line.quantity}` } });
    } else {
      await tx.update(products).set({ warehouseQuantity: sql`${products.warehouseQuantity} + ${line.quantity}` }).where(eq(products.id, productId));
    }
  }
}
