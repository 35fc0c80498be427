import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';

/** Adds `roots` root categories with `children` children each to a market's tree, for the category benchmark. */
export async function addLargeCategoryTree(db: Db, market: Market, roots: number, children: number): Promise<void> {
  await db.execute(sql`
    WITH roots AS (
      INSERT INTO categories (market, name, seo_name, url_path, position)
      SELECT ${market}, 'Bench ' || r, 'bench-' || r, '/bench-' || r || '/', 1000 + r FROM generate_series(1, ${roots}::int) AS r
      RETURNING id, seo_name, url_path)
    INSERT INTO categories (market, name, parent_id, seo_name, url_path, position)
    SELECT ${market}, 'Node ' || roots.seo_name || '-' || c, roots.id, roots.seo_name || '-' || c, roots.url_path || roots.seo_name || '-' || c || '/', c - 1
    FROM roots CROSS JOIN generate_series(1, ${children}::int) AS c`);
}
