import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { CategoryFieldsSchema, MovePosition } from '@shop/shared/contract/categories';
import type { FieldErrors } from '@shop/shared/contract/route';
import type { Db } from '../db/database';
import { manufacturers, productTypes } from '../db/schema/catalog';
import { categories } from '../db/schema/categories';
import { categoryManufacturers, photos } from '../db/schema/category-admin';
import { rawRows, toNumber } from '../catalogue/raw-rows';
import { detailError, validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { intArray } from './admin-tree';
import { sameParent } from './same-parent';
import { findCategory, recordChange, type CategoryRow } from './category-detail';
import { lastSegment, place, renumber, subtreeIds } from './placement';
import { lockTree } from './tree-lock';

type Fields = v.InferOutput<typeof CategoryFieldsSchema>;

export interface WriteContext {
  db: Db;
  market: Market;
  locale: Locale;
  userId: number | null;
}

/** Chosen manufacturers, photo and type device must exist: a 400 on the field, not a 500 at the foreign key. */
async function checkChoices(db: Db, locale: Locale, fields: Fields): Promise<void> {
  const errors: FieldErrors = {};
  const unknown = [translate(locale, 'categories.unknown_choice')];
  const makerIds = [...new Set(fields.manufacturers)];
  if (makerIds.length > 0) {
    const found = await db.select({ id: manufacturers.id }).from(manufacturers).where(inArray(manufacturers.id, makerIds));
    if (found.length !== makerIds.length) errors.manufacturers = unknown;
  }
  if (fields.photo_id !== null && (await db.select({ id: photos.id }).from(photos).where(eq(photos.id, fields.photo_id))).length === 0) errors.photo_id = unknown;
  if (fields.type_device !== null && (await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.id, fields.type_device))).length === 0)
    errors.type_device = unknown;
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function columns(fields: Fields) {
  return {
    name: fields.name,
    seoName: fields.seo_name,
    forDisplay: fields.for_display,
    forBuyout: fields.for_buyout,
    forService: fields.for_service,
    filterable: fields.filterable,
    photoId: fields.photo_id,
    typeDeviceId: fields.type_device,
    meilisearchBoost: fields.meilisearch_boost,
  };
}

async function setManufacturers(tx: Db, categoryId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(categoryManufacturers).where(eq(categoryManufacturers.categoryId, categoryId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) await tx.insert(categoryManufacturers).values(unique.map((manufacturerId) => ({ categoryId, manufacturerId })));
}

/** AC-A9: a new category, last among its siblings, its address its parent's plus its seo_name. */
export async function addCategory({ db, market, locale, userId }: WriteContext, fields: Fields): Promise<CategoryRow> {
  await checkChoices(db, locale, fields);
  return db.transaction(async (tx) => {
    await lockTree(tx, market);
    // Inserted at the root with a unique placeholder address, then placed like a move (same checks).
    const [row] = await tx
      .insert(categories)
      .values({ ...columns(fields), market, parentId: null, position: 2_000_000_000, urlPath: `/.new-${Date.now()}-${Math.random()}/` })
      .returning();
    await place(tx, market, locale, { id: row!.id, parentId: null, name: fields.name, urlPath: row!.urlPath }, {
      parentId: fields.parent,
      slot: { index: Number.MAX_SAFE_INTEGER },
      segment: fields.seo_name,
      name: fields.name,
      parentField: 'parent',
    });
    await setManufacturers(tx, row!.id, fields.manufacturers);
    await recordChange(tx, market, [row!.id], 'add', userId);
    return (await findCategory(tx, market, row!.id))!;
  });
}

/**
 * AC-A7: every field; a new parent puts it last there, a new seo_name rewrites the subtree's addresses. 409 on a stale version.
 * Also answers the ids whose shop pages show the change: the node, its old and new parent (their lists of
 * subcategories) and, after a rename or new address, the subtree (breadcrumbs and links).
 */
export async function updateCategory(
  { db, market, locale, userId }: WriteContext,
  id: number,
  fields: Fields & { version: number },
): Promise<{ row: CategoryRow; changed: number[] }> {
  await checkChoices(db, locale, fields);
  return db.transaction(async (tx) => {
    await lockTree(tx, market);
    const current = await findCategory(tx, market, id);
    if (!current) throw detailError(404, translate(locale, 'categories.not_found'));
    if (current.version !== fields.version) throw detailError(409, translate(locale, 'categories.stale'));
    const moved = current.parentId !== fields.parent;
    const segment = current.seoName === fields.seo_name ? lastSegment(current.urlPath) : fields.seo_name;
    const changed = new Set([id, ...[current.parentId, fields.parent].filter((parent) => parent !== null)]);
    if (moved || segment !== lastSegment(current.urlPath) || current.name !== fields.name) {
      for (const below of await subtreeIds(tx, id)) changed.add(below);
      await place(tx, market, locale, { id, parentId: current.parentId, name: fields.name, urlPath: current.urlPath }, {
        parentId: fields.parent,
        slot: { index: moved ? Number.MAX_SAFE_INTEGER : current.position },
        segment,
        name: fields.name,
        parentField: 'parent',
      });
    }
    await tx
      .update(categories)
      .set({ ...columns(fields), version: sql`${categories.version} + 1` })
      .where(and(eq(categories.id, id), eq(categories.version, fields.version)));
    await setManufacturers(tx, id, fields.manufacturers);
    await recordChange(tx, market, [id], 'update', userId);
    return { row: (await findCategory(tx, market, id))!, changed: [...changed] };
  });
}

/**
 * AC-A8 in one transaction of a few statements (node and anchor read together, then `place`); returns the ids
 * whose tree node changed and the new parent (whose page lists them).
 */
export async function moveCategory({ db, market, locale, userId }: WriteContext, id: number, target: number, position: MovePosition): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockTree(tx, market);
    const rows = await rawRows<{ id: number; parent_id: number | null; name: string; url_path: string }>(
      tx,
      sql`SELECT id, parent_id, name, url_path FROM categories WHERE market = ${market} AND id IN (${id}::int, ${target}::int)`,
    );
    const node = rows.find((row) => row.id === id);
    if (!node) throw detailError(404, translate(locale, 'categories.not_found'));
    if (target === id) throw validationError({ target: [translate(locale, 'categories.move_into_itself')] });
    const anchor = rows.find((row) => row.id === target);
    if (!anchor) throw validationError({ target: [translate(locale, 'categories.unknown_choice')] });
    const parentId = position === 'first-child' ? anchor.id : anchor.parent_id;
    const changed = await place(tx, market, locale, { id, parentId: node.parent_id, name: node.name, urlPath: node.url_path }, {
      parentId,
      slot: position === 'first-child' ? { index: 0 } : { beside: anchor.id, after: position === 'right' },
      segment: lastSegment(node.url_path),
      name: node.name,
      parentField: 'target',
    });
    await tx.update(categories).set({ version: sql`${categories.version} + 1` }).where(eq(categories.id, id));
    await recordChange(tx, market, [id], 'move', userId);
    // The parent lists its subcategories in order: a move among siblings changes its page too.
    return [...new Set([...changed, ...(parentId === null ? [] : [parentId])])];
  });
}

/** Master products assigned only inside these categories: they would be left with none. */
async function orphanedProducts(tx: Db, subtree: readonly number[]): Promise<number> {
  const [row] = await rawRows<{ count: string | number }>(
    tx,
    sql`SELECT count(DISTINCT m.master_product_id) AS count FROM master_product_categories m
        WHERE m.category_id = ANY(${intArray(subtree)}::int[])
          AND NOT EXISTS (SELECT 1 FROM master_product_categories o WHERE o.master_product_id = m.master_product_id AND NOT (o.category_id = ANY(${intArray(subtree)}::int[])))`,
  );
  return toNumber(row?.count ?? 0);
}

/** AC-A10: the category with its subcategories; refused (409) while a product would be left without a category. */
export async function deleteCategory({ db, market, locale, userId }: WriteContext, id: number): Promise<{ deleted: number; parentId: number | null; subtree: number[] }> {
  return db.transaction(async (tx) => {
    await lockTree(tx, market);
    const node = await findCategory(tx, market, id);
    if (!node) throw detailError(404, translate(locale, 'categories.not_found'));
    const subtree = await subtreeIds(tx, id);
    const orphans = await orphanedProducts(tx, subtree);
    if (orphans > 0) throw detailError(409, translate(locale, 'categories.products_orphaned', { count: orphans }));
    await tx.delete(categories).where(eq(categories.id, id));
    const siblings = await rawRows<{ id: number }>(
      tx,
      sql`SELECT id FROM categories WHERE market = ${market} AND ${sameParent(node.parentId)} ORDER BY position, id`,
    );
    await renumber(
      tx,
      siblings.map((sibling) => sibling.id),
    );
    await recordChange(tx, market, subtree, 'delete', userId);
    return { deleted: subtree.length, parentId: node.parentId, subtree };
  });
}
