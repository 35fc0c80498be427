import { eq, inArray } from 'drizzle-orm';
import { IMEI_TYPE_DEVICES, SERIALISED_TYPE_DEVICES } from '@shop/shared/orders/serialised-goods';
import { passesLuhn } from '@shop/shared/validation/imei';
import { productStoreStock, products, typeDevices } from '../../schema/catalogue';
import { stockPieces } from '../../schema/packaging';
import { bulkInsert } from '../bulk-insert';
import { hashText, seededRandom } from '../random';
import type { SeedStep } from '../seed-step';

const BATCH = 5000;

/** A 15-digit IMEI whose last digit is the Luhn check of the first 14, as on a real phone. */
export function imeiOf(random: () => number): string {
  let body = '35';
  while (body.length < 14) body += String(Math.floor(random() * 10));
  for (let check = 0; check < 10; check++) if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable: one check digit always fits');
}

/** The serial number of piece `index` of a product at a place: the same on every machine, unique across the stock. */
export function serialOf(market: string, code: string, place: string, index: number): string {
  const random = seededRandom(hashText(`piece/${market}/${code}/${place}/${index}`));
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let tail = '';
  for (let i = 0; i < 8; i++) tail += letters[Math.floor(random() * letters.length)];
  // Market and product code keep serials of different products apart; the random tail looks like a maker's.
  return `${market}${code.replace(/[^A-Z0-9]/gi, '').toUpperCase()}${String(index).padStart(3, '0')}${tail}`;
}

/**
 * O-S13: every piece in stock of a serialised product (the warehouse count and each store's shelf) gets a
 * serial number, phones an IMEI too. Deterministic per piece, so tests and the e2e can read them back.
 */
export const seedStockPieces: SeedStep = {
  name: 'stock-pieces',
  async run(tx) {
    const rows = await tx
      .select({ id: products.id, market: products.market, code: products.code, warehouse: products.warehouseQuantity, type: typeDevices.code })
      .from(products)
      .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
      .where(inArray(typeDevices.code, [...SERIALISED_TYPE_DEVICES]))
      .orderBy(products.id);
    const shelves = await tx
      .select({ productId: productStoreStock.productId, storeId: productStoreStock.storeId, quantity: productStoreStock.quantity })
      .from(productStoreStock)
      .orderBy(productStoreStock.productId, productStoreStock.storeId);
    const shelvesOf = new Map<number, typeof shelves>();
    for (const shelf of shelves) shelvesOf.set(shelf.productId, [...(shelvesOf.get(shelf.productId) ?? []), shelf]);
    const pieces: (typeof stockPieces.$inferInsert)[] = [];
    const usedImeis = new Set<string>();
    for (const product of rows) {
      const places = [{ storeId: null as number | null, quantity: product.warehouse }, ...(shelvesOf.get(product.id) ?? [])];
      for (const place of places) {
        for (let index = 0; index < place.quantity; index++) {
          const serialNumber = serialOf(product.market, product.code, place.storeId === null ? 'W' : `S${place.storeId}`, index);
          let imei: string | null = null;
          if (IMEI_TYPE_DEVICES.includes(product.type)) {
            const random = seededRandom(hashText(`imei/${serialNumber}`));
            do imei = imeiOf(random);
            while (usedImeis.has(imei));
            usedImeis.add(imei);
          }
          pieces.push({ productId: product.id, serialNumber, imei, storeId: place.storeId });
        }
      }
    }
    for (let start = 0; start < pieces.length; start += BATCH) await bulkInsert(tx, stockPieces, pieces.slice(start, start + BATCH));
  },
};
