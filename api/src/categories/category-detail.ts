import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { CategoryDetail } from '@shop/shared/contract/categories';
import { rawRows } from '../catalogue/raw-rows';
import type { Db } from '../db/database';
import { categories } from '../db/schema/categories';
import { categoryChanges, categoryManufacturers } from '../db/schema/category-admin';
import { users } from '../db/schema/users';

export type CategoryRow = typeof categories.$inferSelect;

export async function findCategory(db: Db, market: Market, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.market, market)));
  return row;
}

/** Every field of the form, the version it was loaded at and the last changes with who made them. */
export async function categoryDetail(db: Db, row: CategoryRow): Promise<CategoryDetail> {
  const [makers, changes, [child], [subtree]] = await Promise.all([
    db
      .select({ id: categoryManufacturers.manufacturerId })
      .from(categoryManufacturers)
      .where(eq(categoryManufacturers.categoryId, row.id))
      .orderBy(asc(categoryManufacturers.manufacturerId)),
    db
      .select({ action: categoryChanges.action, by: users.email, at: categoryChanges.changedAt })
      .from(categoryChanges)
      .leftJoin(users, eq(users.id, categoryChanges.userId))
      .where(eq(categoryChanges.categoryId, row.id))
      .orderBy(desc(categoryChanges.changedAt), desc(categoryChanges.id))
      .limit(20),
    db.select({ one: sql<number>`1` }).from(categories).where(eq(categories.parentId, row.id)).limit(1),
    // Distinct: a product in two categories of the subtree is one product the delete confirmation names, not two.
    rawRows<{ products: string | number }>(
      db,
      sql`WITH RECURSIVE below(id) AS (SELECT ${row.id}::int UNION ALL SELECT c.id FROM categories c JOIN below b ON c.parent_id = b.id AND c.market = ${row.market})
          SELECT count(DISTINCT m.master_product_id) AS products FROM master_product_categories m JOIN below b ON m.category_id = b.id`,
    ),
  ]);
  return {
    id: row.id,
    name: row.name,
    seo_name: row.seoName,
    parent: row.parentId,
    children: child !== undefined,
    for_display: row.forDisplay,
    for_buyout: row.forBuyout,
    for_service: row.forService,
    filterable: row.filterable,
    manufacturers: makers.map((maker) => maker.id),
    photo_id: row.photoId,
    type_device: row.typeDeviceId,
    meilisearch_boost: row.meilisearchBoost,
    url_path: row.urlPath,
    version: row.version,
    subtree_products: Number(subtree?.products ?? 0),
    changes: changes.map((change) => ({ action: change.action, by: change.by, at: change.at.toISOString() })),
  };
}

export async function recordChange(tx: Db, market: Market, categoryIds: readonly number[], action: CategoryDetail['changes'][number]['action'], userId: number | null): Promise<void> {
  if (categoryIds.length === 0) return;
  await tx.insert(categoryChanges).values(categoryIds.map((categoryId) => ({ market, categoryId, action, userId })));
}
