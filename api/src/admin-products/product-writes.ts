import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImagePick, SeoText } from '@shop/shared/contract/admin-products';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { photos } from '../db/schema/category-admin';
import { attributeDefinitions, productAttributeValues, productImages, products, productStoreStock } from '../db/schema/catalogue';
import { productSeoTexts, productStockChanges } from '../db/schema/product-admin';
import { stores } from '../db/schema/stores';
import { detailError, validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `write` in a transaction after bumping the product's version from the one the form loaded:
 * 404 for another market's or a missing product, 409 when someone saved in between (the row's
 * version moved on). The bump takes the row lock, so two saves of one version cannot both pass.
 */
export async function writeProductVersion(db: Db, market: Market, id: number, version: number, locale: Locale, write: (tx: Tx, product: { typeDeviceId: number }) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const bumped = await tx
      .update(products)
      .set({ version: sql`${products.version} + 1` })
      .where(and(eq(products.id, id), eq(products.market, market), eq(products.version, version)))
      .returning({ typeDeviceId: products.typeDeviceId });
    if (bumped[0]) return write(tx, bumped[0]);
    const exists = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, id), eq(products.market, market)));
    throw exists.length === 0 ? detailError(404, translate(locale, 'admin_products.not_found')) : detailError(409, translate(locale, 'admin_products.stale'));
  });
}

/** Images in the given order (position 0 is the main one); kept ones must be the product's, added ones gallery photos. */
export async function replaceImages(tx: Tx, productId: number, picks: ImagePick[], locale: Locale): Promise<void> {
  const imageIds = picks.filter((pick) => pick.source === 'image').map((pick) => pick.id);
  const photoIds = picks.filter((pick) => pick.source === 'photo').map((pick) => pick.id);
  const [kept, picked] = await Promise.all([
    imageIds.length ? tx.select().from(productImages).where(and(eq(productImages.productId, productId), inArray(productImages.id, imageIds))) : [],
    photoIds.length ? tx.select().from(photos).where(inArray(photos.id, photoIds)) : [],
  ]);
  const errors: FieldErrors = {};
  picks.forEach((pick, index) => {
    const known = pick.source === 'image' ? kept.some((row) => row.id === pick.id) : picked.some((row) => row.id === pick.id);
    if (!known) errors[String(index)] = [translate(locale, 'admin_products.image_unknown')];
  });
  if (Object.keys(errors).length > 0) throw validationError({ images: errors });
  const rows = picks.map((pick, position) => {
    const source = pick.source === 'image' ? kept.find((row) => row.id === pick.id)! : picked.find((row) => row.id === pick.id)!;
    return { productId, position, url: source.url, alt: source.alt };
  });
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (rows.length > 0) await tx.insert(productImages).values(rows);
}

/** Values of the product's type device's attributes only; '' removes a value. Errors by attribute id. */
export async function writeAttributeValues(tx: Tx, productId: number, typeDeviceId: number, values: { attribute_id: number; value: string }[], locale: Locale): Promise<void> {
  const definitions = await tx.select({ id: attributeDefinitions.id, fixedChoices: attributeDefinitions.fixedChoices }).from(attributeDefinitions).where(eq(attributeDefinitions.typeDeviceId, typeDeviceId));
  const fixedChoicesOf = new Map(definitions.map((row) => [row.id, row.fixedChoices]));
  const unknown = values.filter((row) => !fixedChoicesOf.has(row.attribute_id));
  if (unknown.length > 0) throw validationError({ values: Object.fromEntries(unknown.map((row) => [String(row.attribute_id), [translate(locale, 'admin_products.attribute_unknown')]])) });
  // A value outside the attribute's fixed choices is refused, unless the product has it already (set before
  // the choices were): saving another tab must not fail on an old value nobody touched.
  const current = new Map(
    (await tx.select().from(productAttributeValues).where(eq(productAttributeValues.productId, productId))).map((row) => [row.attributeId, row.value]),
  );
  const notChoices = values.filter((row) => {
    const fixed = fixedChoicesOf.get(row.attribute_id)!;
    return row.value !== '' && fixed.length > 0 && !fixed.includes(row.value) && current.get(row.attribute_id) !== row.value;
  });
  if (notChoices.length > 0) throw validationError({ values: Object.fromEntries(notChoices.map((row) => [String(row.attribute_id), [translate(locale, 'admin_products.attribute_not_a_choice')]])) });
  for (const row of values) {
    if (row.value === '') {
      await tx.delete(productAttributeValues).where(and(eq(productAttributeValues.productId, productId), eq(productAttributeValues.attributeId, row.attribute_id)));
    } else {
      await tx
        .insert(productAttributeValues)
        .values({ productId, attributeId: row.attribute_id, value: row.value })
        .onConflictDoUpdate({ target: [productAttributeValues.productId, productAttributeValues.attributeId], set: { value: row.value } });
    }
  }
}

export async function writeSeoTexts(tx: Tx, productId: number, texts: Record<'cs' | 'ro', SeoText>): Promise<void> {
  for (const language of ['cs', 'ro'] as const) {
    const text = texts[language];
    const columns = { title: text.title, description: text.description, longText: text.long_text };
    await tx
      .insert(productSeoTexts)
      .values({ productId, language, ...columns })
      .onConflictDoUpdate({ target: [productSeoTexts.productId, productSeoTexts.language], set: columns });
  }
}

interface StockInput {
  reason: string;
  warehouse: number;
  stores: { store_id: number; quantity: number }[];
}

/**
 * New quantities per store and in the warehouse; `products`' sums follow in the same transaction
 * (the listing filters on them). Each location whose quantity changed gets an audit row.
 */
export async function writeStock(tx: Tx, market: Market, productId: number, input: StockInput, user: AuthUser, locale: Locale): Promise<void> {
  const storeIds = input.stores.map((row) => row.store_id);
  const marketStores = storeIds.length ? await tx.select({ id: stores.id }).from(stores).where(and(inArray(stores.id, storeIds), eq(stores.market, market))) : [];
  const errors: FieldErrors = {};
  input.stores.forEach((row, index) => {
    if (!marketStores.some((store) => store.id === row.store_id)) errors[String(index)] = { store_id: [translate(locale, 'admin_products.store_unknown')] };
  });
  if (Object.keys(errors).length > 0) throw validationError({ stores: errors });

  const [current] = await tx.select({ warehouse: products.warehouseQuantity }).from(products).where(eq(products.id, productId));
  const shelves = await tx.select().from(productStoreStock).where(eq(productStoreStock.productId, productId));
  const audit: (typeof productStockChanges.$inferInsert)[] = [];
  const record = (storeId: number | null, previousQuantity: number, quantity: number) => {
    if (previousQuantity !== quantity) audit.push({ productId, storeId, previousQuantity, quantity, reason: input.reason, userId: user.id, userEmail: user.email });
  };
  record(null, current!.warehouse, input.warehouse);
  for (const row of input.stores) {
    const previous = shelves.find((shelf) => shelf.storeId === row.store_id)?.quantity ?? 0;
    record(row.store_id, previous, row.quantity);
    if (row.quantity === 0) {
      await tx.delete(productStoreStock).where(and(eq(productStoreStock.productId, productId), eq(productStoreStock.storeId, row.store_id)));
    } else {
      await tx
        .insert(productStoreStock)
        .values({ productId, storeId: row.store_id, quantity: row.quantity })
        .onConflictDoUpdate({ target: [productStoreStock.productId, productStoreStock.storeId], set: { quantity: row.quantity } });
    }
  }
  const [sum] = await tx.select({ total: sql<number>`coalesce(sum(${productStoreStock.quantity}), 0)::int` }).from(productStoreStock).where(eq(productStoreStock.productId, productId));
  await tx.update(products).set({ warehouseQuantity: input.warehouse, storeQuantity: sum!.total }).where(eq(products.id, productId));
  if (audit.length > 0) await tx.insert(productStockChanges).values(audit);
}
