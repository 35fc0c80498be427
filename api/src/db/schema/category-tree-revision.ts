import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One counter raised by statement triggers on `categories` and `master_product_categories` (migration
 * 0012's custom SQL), whoever writes them: the admin tree's precomputed answer is still good while
 * the counter has not moved, in every API process (docs/category-admin.md).
 */
export const categoryTreeRevision = pgTable('category_tree_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
