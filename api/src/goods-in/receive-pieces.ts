import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { GoodsInPiece } from '@shop/shared/contract/goods-in';
import type { FieldErrors } from '@shop/shared/contract/route';
import { normalizeScannedCode } from '@shop/shared/orders/serialised-goods';
import { normalizeImei } from '@shop/shared/validation/imei';
import type { AuthUser } from '../auth/sessions';
import { fieldError } from '../http/translated-errors';
import type { Db } from '../db/database';
import { products, productStoreStock } from '../db/schema/catalogue';
import { stockPieces } from '../db/schema/packaging';
import { productStockChanges } from '../db/schema/product-admin';
import { stores } from '../db/schema/stores';
import { validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { serialisedProduct } from './goods-in-product';

export interface ScannedPiece {
  serial: string;
  imei: string | null;
}

/** The codes as stored: S/N without spaces, dashes or case (as the packing scan compares them), IMEI as 15 digits. */
export function normalizePiece(piece: GoodsInPiece): ScannedPiece {
  return { serial: normalizeScannedCode(piece.serial_number), imei: piece.imei.trim() === '' ? null : normalizeImei(piece.imei) };
}

/** Field errors of pieces whose S/N or IMEI is already on a stock piece (on the shelf, packed or sold: the codes are unique). */
export async function knownCodeErrors(db: Db, pieces: readonly ScannedPiece[], locale: Locale): Promise<Map<number, FieldErrors>> {
  const serials = pieces.map((piece) => piece.serial);
  const imeis = pieces.flatMap((piece) => (piece.imei ? [piece.imei] : []));
  const known = await db
    .select({ serial: stockPieces.serialNumber, imei: stockPieces.imei })
    .from(stockPieces)
    .where(or(inArray(stockPieces.serialNumber, serials), imeis.length > 0 ? inArray(stockPieces.imei, imeis) : undefined));
  const errors = new Map<number, FieldErrors>();
  pieces.forEach((piece, index) => {
    const own: FieldErrors = {};
    if (known.some((row) => row.serial === piece.serial)) own.serial_number = [translate(locale, 'goods_in.serial_known')];
    if (piece.imei && known.some((row) => row.imei === piece.imei)) own.imei = [translate(locale, 'goods_in.imei_known')];
    if (Object.keys(own).length > 0) errors.set(index, own);
  });
  return errors;
}

/** The same S/N or IMEI twice in one delivery: each repeat is refused at its own row. */
function repeatErrors(pieces: readonly ScannedPiece[], needsImei: boolean, locale: Locale): Map<number, FieldErrors> {
  const errors = new Map<number, FieldErrors>();
  pieces.forEach((piece, index) => {
    const own: FieldErrors = {};
    const earlier = pieces.slice(0, index);
    if (earlier.some((other) => other.serial === piece.serial)) own.serial_number = [translate(locale, 'goods_in.serial_repeated')];
    if (needsImei && !piece.imei) own.imei = [translate(locale, 'goods_in.imei_required')];
    else if (piece.imei && earlier.some((other) => other.imei === piece.imei)) own.imei = [translate(locale, 'goods_in.imei_repeated')];
    if (Object.keys(own).length > 0) errors.set(index, own);
  });
  return errors;
}

function piecesError(...maps: Map<number, FieldErrors>[]) {
  const errors: FieldErrors = {};
  for (const map of maps) for (const [index, own] of map) errors[String(index)] = { ...((errors[String(index)] as FieldErrors | undefined) ?? {}), ...own };
  return Object.keys(errors).length > 0 ? validationError({ pieces: errors }) : null;
}

interface GoodsIn {
  productCode: string;
  storeId: number | null;
  pieces: readonly GoodsInPiece[];
}

/**
 * Goods-in in one transaction: a `stock_pieces` row per scanned piece (who and when received it) and the counts
 * the catalogue sells from go up by as many (warehouse, or the store's shelf and `store_quantity`), with an audit
 * row like a staff stock edit. The product row is updated first, which locks it: the checkout and the product
 * admin's stock edit (whose version this bumps, so a stale edit cannot overwrite the new count) wait for it.
 */
export async function receivePieces(db: Db, market: Market, input: GoodsIn, user: AuthUser, locale: Locale): Promise<{ productId: number; received: number }> {
  return db.transaction(async (tx) => {
    const product = await serialisedProduct(tx, market, input.productCode);
    if (!product) throw fieldError(locale, 'product_code', 'goods_in.product_not_serialised');
    if (input.storeId !== null) {
      const [store] = await tx.select({ id: stores.id }).from(stores).where(and(eq(stores.id, input.storeId), eq(stores.market, market)));
      if (!store) throw fieldError(locale, 'store_id', 'admin_products.store_unknown');
    }
    const pieces = input.pieces.map(normalizePiece);
    const count = pieces.length;
    const [updated] = await tx
      .update(products)
      .set({
        version: sql`${products.version} + 1`,
        ...(input.storeId === null ? { warehouseQuantity: sql`${products.warehouseQuantity} + ${count}` } : { storeQuantity: sql`${products.storeQuantity} + ${count}` }),
      })
      .where(eq(products.id, product.id))
      .returning({ warehouse: products.warehouseQuantity });
    const refused = piecesError(repeatErrors(pieces, product.needsImei, locale), await knownCodeErrors(tx, pieces, locale));
    if (refused) throw refused;
    const now = new Date();
    const inserted = await tx
      .insert(stockPieces)
      .values(pieces.map((piece) => ({ productId: product.id, serialNumber: piece.serial, imei: piece.imei, storeId: input.storeId, receivedAt: now, receivedBy: user.id })))
      .onConflictDoNothing()
      .returning({ serial: stockPieces.serialNumber });
    // Another goods-in saved one of these codes between our check and insert: refuse the whole delivery (the throw rolls it back).
    if (inserted.length < count) throw piecesError(await knownCodeErrors(tx, pieces, locale)) ?? fieldError(locale, 'non_field_errors', 'goods_in.serial_known');

    let previous: number;
    if (input.storeId === null) {
      previous = updated!.warehouse - count;
    } else {
      const [shelf] = await tx
        .insert(productStoreStock)
        .values({ productId: product.id, storeId: input.storeId, quantity: count })
        .onConflictDoUpdate({ target: [productStoreStock.productId, productStoreStock.storeId], set: { quantity: sql`${productStoreStock.quantity} + ${count}` } })
        .returning({ quantity: productStoreStock.quantity });
      previous = shelf!.quantity - count;
    }
    await tx.insert(productStockChanges).values({
      productId: product.id,
      storeId: input.storeId,
      previousQuantity: previous,
      quantity: previous + count,
      reason: translate(locale, 'goods_in.audit_reason', { count }),
      userId: user.id,
      userEmail: user.email,
    });
    return { productId: product.id, received: count };
  });
}
