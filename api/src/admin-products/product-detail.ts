import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AdminProductDetail, SeoText } from '@shop/shared/contract/admin-products';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { buyoutBonuses } from '../db/schema/cart';
import { manufacturers } from '../db/schema/catalog';
import { attributeDefinitions, masterProducts, productAttributeValues, productImages, products, productStoreStock, typeDevices } from '../db/schema/catalogue';
import { productSeoTexts, productStockChanges } from '../db/schema/product-admin';
import { stores } from '../db/schema/stores';
import { detailError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { typeDeviceName } from './product-grid';

const STOCK_CHANGES_SHOWN = 20;
const EMPTY_SEO: SeoText = { title: '', description: '', long_text: '' };

/** The market's bonus rows that can apply to a product: its maker and type device, or any. */
async function applicableBonuses(db: Db, market: Market, manufacturerId: number, typeDeviceId: number, locale: Locale) {
  const rows = await db
    .select({
      id: buyoutBonuses.id,
      manufacturer: buyoutBonuses.manufacturerId,
      manufacturer_name: manufacturers.name,
      type_device: buyoutBonuses.typeDeviceId,
      type_device_name: typeDeviceName(locale),
      quality: buyoutBonuses.quality,
      percent: buyoutBonuses.percent,
      valid_from: buyoutBonuses.validFrom,
      valid_to: buyoutBonuses.validTo,
    })
    .from(buyoutBonuses)
    .leftJoin(manufacturers, eq(manufacturers.id, buyoutBonuses.manufacturerId))
    .leftJoin(typeDevices, eq(typeDevices.id, buyoutBonuses.typeDeviceId))
    .where(
      and(
        eq(buyoutBonuses.market, market),
        or(isNull(buyoutBonuses.manufacturerId), eq(buyoutBonuses.manufacturerId, manufacturerId)),
        or(isNull(buyoutBonuses.typeDeviceId), eq(buyoutBonuses.typeDeviceId, typeDeviceId)),
      ),
    )
    .orderBy(asc(buyoutBonuses.quality), asc(buyoutBonuses.id));
  const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
  return rows.map((row) => ({ ...row, valid_from: day(row.valid_from), valid_to: day(row.valid_to) }));
}

/** The product admin's view of one product; 404 when the market has no such product. */
export async function readAdminProduct(db: Db, market: Market, id: number, locale: Locale): Promise<AdminProductDetail> {
  const product = (
    await db
      .select({
        id: products.id,
        code: products.code,
        seo_name: products.seoName,
        name: products.longName,
        price: products.price,
        version: products.version,
        warehouse: products.warehouseQuantity,
        master_id: masterProducts.id,
        master_name: masterProducts.name,
        manufacturer_id: manufacturers.id,
        manufacturer_name: manufacturers.name,
        type_device_id: typeDevices.id,
        type_device_name: typeDeviceName(locale),
        type_device_cap: typeDevices.buyoutBonusPercent,
      })
      .from(products)
      .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
      .where(and(eq(products.id, id), eq(products.market, market)))
  )[0];
  if (!product) throw detailError(404, translate(locale, 'admin_products.not_found'));

  const [images, definitions, values, storeRows, changes, seoRows, bonusRows] = await Promise.all([
    db.select({ id: productImages.id, url: productImages.url, alt: productImages.alt }).from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position), asc(productImages.id)),
    db.select().from(attributeDefinitions).where(eq(attributeDefinitions.typeDeviceId, product.type_device_id)).orderBy(asc(attributeDefinitions.position), asc(attributeDefinitions.id)),
    db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, id)),
    db
      .select({ store_id: stores.id, name: stores.name, city: stores.city, quantity: sql<number>`coalesce(${productStoreStock.quantity}, 0)::int` })
      .from(stores)
      .leftJoin(productStoreStock, and(eq(productStoreStock.storeId, stores.id), eq(productStoreStock.productId, id)))
      .where(eq(stores.market, market))
      .orderBy(asc(stores.city), asc(stores.name), asc(stores.id)),
    db
      .select({
        store_id: productStockChanges.storeId,
        store_name: stores.name,
        previous_quantity: productStockChanges.previousQuantity,
        quantity: productStockChanges.quantity,
        reason: productStockChanges.reason,
        user_email: productStockChanges.userEmail,
        created_at: productStockChanges.createdAt,
      })
      .from(productStockChanges)
      .leftJoin(stores, eq(stores.id, productStockChanges.storeId))
      .where(eq(productStockChanges.productId, id))
      .orderBy(desc(productStockChanges.createdAt), desc(productStockChanges.id))
      .limit(STOCK_CHANGES_SHOWN),
    db.select().from(productSeoTexts).where(eq(productSeoTexts.productId, id)),
    applicableBonuses(db, market, product.manufacturer_id, product.type_device_id, locale),
  ]);
  const choices = await attributeChoices(db, market, definitions.map((definition) => definition.id));
  const valueOf = new Map(values.map((row) => [row.attributeId, row.value]));
  const seo = (language: 'cs' | 'ro'): SeoText => {
    const row = seoRows.find((candidate) => candidate.language === language);
    return row ? { title: row.title, description: row.description, long_text: row.longText } : EMPTY_SEO;
  };
  const warehouseName = translate(locale, 'admin_products.warehouse');
  return {
    id: product.id,
    code: product.code,
    seo_name: product.seo_name,
    name: product.name,
    price: product.price,
    version: product.version,
    master_product: { id: product.master_id, name: product.master_name },
    manufacturer: { id: product.manufacturer_id, name: product.manufacturer_name },
    type_device: { id: product.type_device_id, name: product.type_device_name },
    images,
    attributes: definitions.map((definition) => ({
      attribute_id: definition.id,
      code: definition.code,
      name: locale === 'ro' ? definition.nameRo : definition.nameCs,
      unit: definition.unit,
      value: valueOf.get(definition.id) ?? '',
      // Fixed choices, when set, are the only values the save accepts: offer those.
      choices: definition.fixedChoices.length > 0 ? definition.fixedChoices : (choices.get(definition.id) ?? []),
    })),
    bonuses: { type_device_cap: product.type_device_cap, rows: bonusRows },
    stock: {
      stores: storeRows,
      warehouse: product.warehouse,
      changes: changes.map((change) => ({
        store_id: change.store_id,
        location_name: change.store_id === null ? warehouseName : (change.store_name ?? ''),
        previous_quantity: change.previous_quantity,
        quantity: change.quantity,
        reason: change.reason,
        user_email: change.user_email,
        created_at: change.created_at.toISOString(),
      })),
    },
    seo: { cs: seo('cs'), ro: seo('ro') },
  };
}

const CHOICES_PER_ATTRIBUTE = 50;

/** The values the market's products already have per attribute, sorted (the field's suggestions). */
async function attributeChoices(db: Db, market: Market, attributeIds: number[]): Promise<Map<number, string[]>> {
  if (attributeIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ attributeId: productAttributeValues.attributeId, value: productAttributeValues.value })
    .from(productAttributeValues)
    .innerJoin(products, eq(products.id, productAttributeValues.productId))
    .where(and(inArray(productAttributeValues.attributeId, attributeIds), eq(products.market, market)))
    .orderBy(asc(productAttributeValues.attributeId), asc(productAttributeValues.value));
  const choices = new Map<number, string[]>();
  for (const row of rows) {
    const list = choices.get(row.attributeId) ?? [];
    if (list.length < CHOICES_PER_ATTRIBUTE) list.push(row.value);
    choices.set(row.attributeId, list);
  }
  return choices;
}
