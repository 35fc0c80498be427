import { sql, type SQL } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { rawRows } from '../catalogue/raw-rows';
import { validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { intArray } from './admin-tree';
import { sameParent } from './same-parent';

export interface PlacedNode {
  id: number;
  parentId: number | null;
  name: string;
  urlPath: string;
}

/** Where among the new siblings (the node itself left out): an index (past the end means last) or beside one of them. */
export type Slot = { index: number } | { beside: number; after: boolean };

export interface Placement {
  parentId: number | null;
  slot: Slot;
  /** The node's own step of the address: its seo_name for new ones, kept as it was on a move. */
  segment: string;
  name: string;
  /** Which field a refused parent is reported on: `target` for a move, `parent` for a save. */
  parentField: 'target' | 'parent';
}

/** The node and everything below it (the node first). */
export async function subtreeIds(tx: Db, id: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`WITH RECURSIVE below(id) AS (SELECT ${id}::int UNION ALL SELECT c.id FROM categories c JOIN below b ON c.parent_id = b.id AND c.market = (SELECT market FROM categories WHERE id = ${id}::int)) SELECT id FROM below`,
  );
  return rows.map((row) => row.id);
}

/** Positions 0..n-1 in the given order, in one statement, touching only rows whose position changes. */
export async function renumber(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const positions = ids.map((_, index) => index);
  await tx.execute(
    sql`UPDATE categories AS c SET position = v.position
        FROM unnest(${intArray(ids)}::int[], ${intArray(positions)}::int[]) AS v(id, position)
        WHERE c.id = v.id AND c.position <> v.position`,
  );
}

/** The last step of an address: `/telefony/apple/` -> `apple`. */
export function lastSegment(urlPath: string): string {
  return urlPath.split('/').filter(Boolean).at(-1) ?? '';
}

interface PlaceCheck {
  parent_url: string;
  inside: boolean;
  name_taken: boolean;
  url_taken: boolean;
}

/**
 * The new parent's address and every refusal in one statement: a parent inside the node's own subtree (walked
 * up from the parent: a few rows, where walking down the subtree reads all of it), a name or an address taken.
 */
async function checkPlace(tx: Db, market: Market, node: PlacedNode, placement: Placement): Promise<PlaceCheck | undefined> {
  const parentRow =
    placement.parentId === null
      ? sql`(SELECT '/'::text AS url_path) p`
      : sql`categories p WHERE p.id = ${placement.parentId}::int AND p.market = ${market}`;
  const [check] = await rawRows<PlaceCheck>(
    tx,
    sql`WITH RECURSIVE up(id, parent_id) AS (
          SELECT id, parent_id FROM categories WHERE id = ${placement.parentId}::int
          UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
        SELECT p.url_path AS parent_url,
          EXISTS (SELECT 1 FROM up WHERE up.id = ${node.id}::int) AS inside,
          EXISTS (SELECT 1 FROM categories WHERE market = ${market} AND ${sameParent(placement.parentId)}
            AND id <> ${node.id}::int AND lower(name) = lower(${placement.name})) AS name_taken,
          EXISTS (SELECT 1 FROM categories WHERE market = ${market} AND id <> ${node.id}::int
            AND url_path = p.url_path || ${placement.segment} || '/') AS url_taken
        FROM ${parentRow}`,
  );
  return check;
}

/** The node's sort key among its new siblings numbered 0..n-1: half a step before or after where it goes. */
function slotKey(slot: Slot): SQL {
  if ('index' in slot) return sql`${Math.min(slot.index, 2_000_000_000)}::float8 - 0.5`;
  return sql`(SELECT key FROM siblings WHERE id = ${slot.beside}::int) + ${slot.after ? 0.5 : -0.5}::float8`;
}

/**
 * Sets the node's parent and renumbers its new siblings (and its former ones after a re-parent) 0..n-1 in one
 * statement, writing only rows whose position changes. Returns the ids written.
 */
async function renumberAround(tx: Db, market: Market, node: PlacedNode, placement: Placement): Promise<number[]> {
  const former =
    node.parentId === placement.parentId
      ? sql``
      : sql`UNION ALL SELECT id, row_number() OVER (ORDER BY position, id) - 1 FROM categories
              WHERE market = ${market} AND ${sameParent(node.parentId)} AND id <> ${node.id}::int`;
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`WITH siblings AS (
          SELECT id, (row_number() OVER (ORDER BY position, id) - 1)::float8 AS key FROM categories
          WHERE market = ${market} AND ${sameParent(placement.parentId)} AND id <> ${node.id}::int),
        wanted(id, position) AS (
          SELECT id, row_number() OVER (ORDER BY key, id) - 1 FROM
            (SELECT id, key FROM siblings UNION ALL SELECT ${node.id}::int, ${slotKey(placement.slot)}) AS ordered
          ${former})
        UPDATE categories AS c SET position = w.position, parent_id = CASE WHEN c.id = ${node.id}::int THEN ${placement.parentId}::int ELSE c.parent_id END
        FROM wanted w WHERE c.id = w.id AND (c.position <> w.position OR c.id = ${node.id}::int)
        RETURNING c.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Puts a node (already inserted or existing) at `placement` inside the caller's transaction, which
 * holds the tree lock: refuses a parent inside the node's own subtree and a name or address taken
 * under the new parent, renumbers old and new siblings and rewrites the address of the whole subtree.
 * Four statements whatever the size of the tree (a move's time goal, docs/category-admin.md).
 * Returns the ids whose tree node changed.
 */
export async function place(tx: Db, market: Market, locale: Locale, node: PlacedNode, placement: Placement): Promise<number[]> {
  const check = await checkPlace(tx, market, node, placement);
  if (check?.inside) throw validationError({ [placement.parentField]: [translate(locale, 'categories.move_into_itself')] });
  if (!check) throw validationError({ [placement.parentField]: [translate(locale, 'categories.unknown_choice')] });
  if (check.name_taken) throw validationError({ name: [translate(locale, 'categories.name_taken')] });
  if (check.url_taken) throw validationError({ seo_name: [translate(locale, 'categories.url_taken')] });

  const changed = new Set(await renumberAround(tx, market, node, placement));
  if (node.parentId !== placement.parentId) {
    if (node.parentId !== null) changed.add(node.parentId);
    if (placement.parentId !== null) changed.add(placement.parentId);
  }
  const urlPath = `${check.parent_url}${placement.segment}/`;
  if (urlPath !== node.urlPath) {
    const rewritten = await rawRows<{ id: number }>(
      tx,
      sql`WITH RECURSIVE below(id) AS (
            SELECT ${node.id}::int UNION ALL SELECT c.id FROM categories c JOIN below b ON c.parent_id = b.id AND c.market = ${market})
          UPDATE categories SET url_path = ${urlPath} || substr(url_path, ${node.urlPath.length + 1})
          WHERE id IN (SELECT id FROM below) RETURNING id`,
    );
    for (const row of rewritten) changed.add(row.id);
  }
  return [...changed];
}
