import { and, asc, eq } from 'drizzle-orm';
import type { GoodsInProduct } from '@shop/shared/contract/goods-in';
import type { Market } from '@shop/shared/contract/common';
import { IMEI_TYPE_DEVICES, SERIALISED_TYPE_DEVICES } from '@shop/shared/orders/serialised-goods';
import type { Db } from '../db/database';
import { products, productStoreStock, typeDevices } from '../db/schema/catalogue';
import { stores } from '../db/schema/stores';

/** A product of the market counted piece by piece (phones, tablets, watches), or null: only these are received by serial number. */
export async function serialisedProduct(db: Db, market: Market, code: string) {
  const [row] = await db
    .select({ id: products.id, code: products.code, name: products.longName, typeCode: typeDevices.code, warehouse: products.warehouseQuantity })
    .from(products)
    .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
    .where(and(eq(products.market, market), eq(products.code, code), eq(products.isELicence, false)));
  if (!row || !SERIALISED_TYPE_DEVICES.includes(row.typeCode)) return null;
  return { ...row, needsImei: IMEI_TYPE_DEVICES.includes(row.typeCode) };
}

/** What the goods-in screen shows of the product: its counts in the warehouse and on each store's shelf. */
export async function goodsInProductView(db: Db, market: Market, code: string): Promise<GoodsInProduct | null> {
  const product = await serialisedProduct(db, market, code);
  if (!product) return null;
  const shelves = await db
    .select({ id: stores.id, name: stores.name, quantity: productStoreStock.quantity })
    .from(stores)
    .leftJoin(productStoreStock, and(eq(productStoreStock.storeId, stores.id), eq(productStoreStock.productId, product.id)))
    .where(eq(stores.market, market))
    .orderBy(asc(stores.name), asc(stores.id));
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    needs_imei: product.needsImei,
    warehouse_quantity: product.warehouse,
    stores: shelves.map((shelf) => ({ id: shelf.id, name: shelf.name, quantity: shelf.quantity ?? 0 })),
  };
}
