import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';

/**
 * Every change of a market's tree shape (add, move, re-parent, delete) holds this transaction lock.
 * Row locks on the two parents would not do: two crossed moves (A into B, B into A) lock different
 * parents and together make a cycle, and root-level siblings have no parent row to lock. Edits of
 * the tree are rare and short, so one lock per market costs nothing and keeps positions 0..n-1.
 */
export async function lockTree(tx: Db, market: Market): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('category-tree'), hashtext(${market}))`);
}
