import { sql } from 'drizzle-orm';
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

export interface Placement {
  parentId: number | null;
  /** Index among the new siblings (the node itself left out); past the end means last. */
  index: number;
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

async function siblingIds(tx: Db, market: Market, parentId: number | null, without: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`SELECT id FROM categories WHERE market = ${market} AND ${sameParent(parentId)} AND id <> ${without}
        ORDER BY position, id`,
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

/**
 * Puts a node (already inserted or existing) at `placement` inside the caller's transaction, which
 * holds the tree lock: refuses a parent inside the node's own subtree and a name or address taken
 * under the new parent, renumbers old and new siblings and rewrites the address of the whole subtree.
 * Returns the ids whose tree node changed.
 */
export async function place(tx: Db, market: Market, locale: Locale, node: PlacedNode, placement: Placement): Promise<number[]> {
  const subtree = await subtreeIds(tx, node.id);
  if (placement.parentId !== null && subtree.includes(placement.parentId)) {
    throw validationError({ [placement.parentField]: [translate(locale, 'categories.move_into_itself')] });
  }
  const [parent] =
    placement.parentId === null
      ? [{ url_path: '/' }]
      : await rawRows<{ url_path: string }>(tx, sql`SELECT url_path FROM categories WHERE id = ${placement.parentId} AND market = ${market}`);
  if (!parent) throw validationError({ [placement.parentField]: [translate(locale, 'categories.unknown_choice')] });

  const [nameTaken] = await rawRows<{ id: number }>(
    tx,
    sql`SELECT id FROM categories WHERE market = ${market} AND ${sameParent(placement.parentId)}
          AND id <> ${node.id} AND lower(name) = lower(${placement.name}) LIMIT 1`,
  );
  if (nameTaken) throw validationError({ name: [translate(locale, 'categories.name_taken')] });
  const urlPath = `${parent.url_path}${placement.segment}/`;
  const [urlTaken] = await rawRows<{ id: number }>(
    tx,
    sql`SELECT id FROM categories WHERE market = ${market} AND url_path = ${urlPath} AND NOT (id = ANY(${intArray(subtree)}::int[])) LIMIT 1`,
  );
  if (urlTaken) throw validationError({ seo_name: [translate(locale, 'categories.url_taken')] });

  const siblings = await siblingIds(tx, market, placement.parentId, node.id);
  const index = Math.max(0, Math.min(placement.index, siblings.length));
  const ordered = [...siblings.slice(0, index), node.id, ...siblings.slice(index)];
  await tx.execute(sql`UPDATE categories SET parent_id = ${placement.parentId}::int WHERE id = ${node.id}`);
  await renumber(tx, ordered);
  const changed = new Set<number>(ordered);
  if (node.parentId !== placement.parentId) {
    const former = await siblingIds(tx, market, node.parentId, node.id);
    await renumber(tx, former);
    for (const id of former) changed.add(id);
    if (node.parentId !== null) changed.add(node.parentId);
    if (placement.parentId !== null) changed.add(placement.parentId);
  }
  if (urlPath !== node.urlPath) {
    await tx.execute(
      sql`UPDATE categories SET url_path = ${urlPath} || substr(url_path, ${node.urlPath.length + 1})
          WHERE id = ANY(${intArray(subtree)}::int[])`,
    );
    for (const id of subtree) changed.add(id);
  }
  return [...changed];
}
