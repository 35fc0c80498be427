import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { rawRows } from '../catalogue/raw-rows';

/** Categories with `for_display` off and everything below them: the catalogue does not show them, so the menu must not link them. */
export async function hiddenCategoryIds(db: Db, market: Market): Promise<Set<number>> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`WITH RECURSIVE hidden(id) AS (
          SELECT id FROM categories WHERE market = ${market} AND NOT for_display
          UNION SELECT c.id FROM categories c JOIN hidden h ON c.parent_id = h.id)
        SELECT id FROM hidden`,
  );
  return new Set(rows.map((row) => row.id));
}
