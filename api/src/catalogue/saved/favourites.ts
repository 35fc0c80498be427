import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { rawRows } from '../raw-rows';
import { productIdsByCodes } from './product-codes';

export interface SavedProducts {
  ids: number[];
  codes: string[];
}

/** The customer's favourites in the market, newest first. */
export async function favouritesOf(db: Db, market: Market, userId: number): Promise<SavedProducts> {
  const rows = await rawRows<{ id: number; code: string }>(
    db,
    sql`SELECT p.id, p.code FROM favourites f JOIN products p ON p.id = f.product_id
      WHERE f.user_id = ${userId} AND p.market = ${market} ORDER BY f.created_at DESC, p.id DESC`,
  );
  return { ids: rows.map((row) => row.id), codes: rows.map((row) => row.code) };
}

/**
 * Adds products to the favourites; ones already there keep their place. Codes are added in the
 * given order, the first becoming the newest.
 */
export async function addFavourites(db: Db, market: Market, userId: number, codes: readonly string[]): Promise<number> {
  const products = await productIdsByCodes(db, market, codes);
  const now = Date.now();
  for (const [index, product] of products.entries()) {
    await db.execute(
      sql`INSERT INTO favourites (user_id, product_id, created_at) VALUES (${userId}, ${product.id}, ${new Date(now - index).toISOString()})
        ON CONFLICT (user_id, product_id) DO NOTHING`,
    );
  }
  return products.length;
}

export async function removeFavourite(db: Db, market: Market, userId: number, code: string): Promise<void> {
  await db.execute(sql`DELETE FROM favourites f USING products p WHERE f.product_id = p.id AND f.user_id = ${userId} AND p.market = ${market} AND p.code = ${code}`);
}
