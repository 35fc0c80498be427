import { sql } from 'drizzle-orm';
import { LAST_VISITED_LIMIT } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { rawRows } from '../raw-rows';
import type { SavedProducts } from './favourites';
import { productIdsByCodes } from './product-codes';

export async function lastVisitedOf(db: Db, market: Market, userId: number): Promise<SavedProducts> {
  const rows = await rawRows<{ id: number; code: string }>(
    db,
    sql`SELECT p.id, p.code FROM last_visited l JOIN products p ON p.id = l.product_id
      WHERE l.user_id = ${userId} AND l.market = ${market} ORDER BY l.position`,
  );
  return { ids: rows.map((row) => row.id), codes: rows.map((row) => row.code) };
}

/** Spec C-R5: keeps the first LAST_VISITED_LIMIT distinct known codes of the list, newest first. */
export async function replaceLastVisited(db: Db, market: Market, userId: number, codes: readonly string[]): Promise<SavedProducts> {
  const kept = (await productIdsByCodes(db, market, codes)).slice(0, LAST_VISITED_LIMIT);
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM last_visited WHERE user_id = ${userId} AND market = ${market}`);
    for (const [position, product] of kept.entries()) {
      await tx.execute(sql`INSERT INTO last_visited (user_id, market, product_id, position) VALUES (${userId}, ${market}, ${product.id}, ${position})`);
    }
  });
  return { ids: kept.map((product) => product.id), codes: kept.map((product) => product.code) };
}
