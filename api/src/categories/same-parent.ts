import { sql, type SQL } from 'drizzle-orm';

/**
 * `parent_id` equal to `parentId`, written so the (market, parent_id) index serves it: `IS NOT DISTINCT FROM`
 * read all 10,000 rows of the bench's tree on every sibling lookup of a move.
 */
export function sameParent(parentId: number | null): SQL {
  return parentId === null ? sql`parent_id IS NULL` : sql`parent_id = ${parentId}::int`;
}
