import { and, asc, count, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { adminMasterProductList, AdminMasterProductDetail, AdminMasterProductRow } from '@shop/shared/contract/admin-products';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Paged } from '@shop/shared/contract/paged';
import type { Db } from '../db/database';
import { manufacturers } from '../db/schema/catalog';
import { attributeDefinitions, masterProductCategories, masterProducts, productAttributeValues, products, typeDevices } from '../db/schema/catalogue';
import { categories } from '../db/schema/categories';
import { metaMasterProducts, metaMasters } from '../db/schema/meta-master';
import { detailError, validationError } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import type { RouteContext } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { containsFolded, typeDeviceName } from './product-grid';

type Query = RouteContext<typeof adminMasterProductList>['query'];

const foldedName = sql`lower(unaccent(${masterProducts.name}))`;

/** AT-A3: master products a page at a time, each with its meta-master (the meta-master screen's picker too). */
export async function masterProductGrid(db: Db, market: Market, locale: Locale, query: Query): Promise<Paged<AdminMasterProductRow>> {
  const where = and(
    eq(masterProducts.market, market),
    query.search ? containsFolded(foldedName, query.search) : undefined,
    query.manufacturer ? eq(masterProducts.manufacturerId, query.manufacturer) : undefined,
    query.type_device ? eq(masterProducts.typeDeviceId, query.type_device) : undefined,
    query.meta_master ? eq(metaMasterProducts.metaMasterId, query.meta_master) : undefined,
    query.ungrouped === 'true' ? isNull(metaMasterProducts.id) : undefined,
  );
  const ordering = query.ordering ?? 'name';
  const direction = ordering.startsWith('-') ? desc : asc;
  const column = ordering.replace('-', '') === 'id' ? masterProducts.id : masterProducts.name;
  const base = () =>
    db
      .select({
        id: masterProducts.id,
        name: masterProducts.name,
        manufacturer_name: manufacturers.name,
        type_device_name: typeDeviceName(locale),
        product_count: sql<number>`(select count(*)::int from ${products} where ${products.masterProductId} = ${masterProducts.id})`,
        meta_master_id: metaMasters.id,
        meta_master_name: metaMasters.name,
      })
      .from(masterProducts)
      .innerJoin(manufacturers, eq(manufacturers.id, masterProducts.manufacturerId))
      .innerJoin(typeDevices, eq(typeDevices.id, masterProducts.typeDeviceId))
      .leftJoin(metaMasterProducts, eq(metaMasterProducts.masterProductId, masterProducts.id))
      .leftJoin(metaMasters, eq(metaMasters.id, metaMasterProducts.metaMasterId));
  return pagedList(
    query,
    async () =>
      (await db.select({ rows: count() }).from(masterProducts).leftJoin(metaMasterProducts, eq(metaMasterProducts.masterProductId, masterProducts.id)).where(where))[0]?.rows ?? 0,
    async (limit, offset) =>
      (await base().where(where).orderBy(direction(column), direction(masterProducts.id)).limit(limit).offset(offset)).map(({ meta_master_id, meta_master_name, ...row }) => ({
        ...row,
        meta_master: meta_master_id === null ? null : { id: meta_master_id, name: meta_master_name ?? '' },
      })),
  );
}

export async function readMasterProduct(db: Db, market: Market, id: number, locale: Locale): Promise<AdminMasterProductDetail> {
  const master = (
    await db
      .select({
        id: masterProducts.id,
        name: masterProducts.name,
        version: masterProducts.version,
        manufacturer_id: manufacturers.id,
        manufacturer_name: manufacturers.name,
        type_device_id: typeDevices.id,
        type_device_name: typeDeviceName(locale),
        meta_master_id: metaMasters.id,
        meta_master_name: metaMasters.name,
      })
      .from(masterProducts)
      .innerJoin(manufacturers, eq(manufacturers.id, masterProducts.manufacturerId))
      .innerJoin(typeDevices, eq(typeDevices.id, masterProducts.typeDeviceId))
      .leftJoin(metaMasterProducts, eq(metaMasterProducts.masterProductId, masterProducts.id))
      .leftJoin(metaMasters, eq(metaMasters.id, metaMasterProducts.metaMasterId))
      .where(and(eq(masterProducts.id, id), eq(masterProducts.market, market)))
  )[0];
  if (!master) throw detailError(404, translate(locale, 'admin_products.master_not_found'));
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(masterProductCategories)
      .innerJoin(categories, eq(categories.id, masterProductCategories.categoryId))
      .where(eq(masterProductCategories.masterProductId, id))
      .orderBy(asc(categories.name), asc(categories.id)),
    db
      .select({ id: products.id, code: products.code, name: products.longName, price: products.price, stock: sql<number>`(${products.storeQuantity} + ${products.warehouseQuantity})::int` })
      .from(products)
      .where(eq(products.masterProductId, id))
      .orderBy(asc(products.code)),
  ]);
  return {
    id: master.id,
    name: master.name,
    version: master.version,
    manufacturer: { id: master.manufacturer_id, name: master.manufacturer_name },
    type_device: { id: master.type_device_id, name: master.type_device_name },
    categories: categoryRows,
    meta_master: master.meta_master_id === null ? null : { id: master.meta_master_id, name: master.meta_master_name ?? '' },
    products: productRows,
  };
}

interface MasterInput {
  version: number;
  name: string;
  manufacturer: number;
  type_device: number;
}

/**
 * Name, maker and type device with the stale-edit check; the products repeat maker and type
 * (docs/catalogue.md), and values of attributes the new type does not have are removed. Answers
 * the ids of its products, whose cached pages must go.
 */
export async function updateMasterProduct(db: Db, market: Market, id: number, input: MasterInput, locale: Locale): Promise<number[]> {
  const [maker, type] = await Promise.all([
    db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.id, input.manufacturer)),
    db.select({ id: typeDevices.id }).from(typeDevices).where(eq(typeDevices.id, input.type_device)),
  ]);
  const errors: Record<string, string[]> = {};
  if (maker.length === 0) errors.manufacturer = [translate(locale, 'admin_products.manufacturer_unknown')];
  if (type.length === 0) errors.type_device = [translate(locale, 'admin_products.type_device_unknown')];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return db.transaction(async (tx) => {
    const bumped = await tx
      .update(masterProducts)
      .set({ name: input.name, manufacturerId: input.manufacturer, typeDeviceId: input.type_device, version: sql`${masterProducts.version} + 1` })
      .where(and(eq(masterProducts.id, id), eq(masterProducts.market, market), eq(masterProducts.version, input.version)))
      .returning({ id: masterProducts.id });
    if (bumped.length === 0) {
      const exists = await tx.select({ id: masterProducts.id }).from(masterProducts).where(and(eq(masterProducts.id, id), eq(masterProducts.market, market)));
      throw exists.length === 0 ? detailError(404, translate(locale, 'admin_products.master_not_found')) : detailError(409, translate(locale, 'admin_products.stale'));
    }
    const changed = await tx
      .update(products)
      .set({ manufacturerId: input.manufacturer, typeDeviceId: input.type_device })
      .where(eq(products.masterProductId, id))
      .returning({ id: products.id });
    const ids = changed.map((row) => row.id);
    const keptAttributes = tx.select({ id: attributeDefinitions.id }).from(attributeDefinitions).where(eq(attributeDefinitions.typeDeviceId, input.type_device));
    if (ids.length > 0) {
      await tx.delete(productAttributeValues).where(and(sql`${productAttributeValues.productId} in (select ${products.id} from ${products} where ${products.masterProductId} = ${id})`, notInArray(productAttributeValues.attributeId, keptAttributes)));
    }
    return ids;
  });
}
