import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { CategoryNode } from '@shop/shared/contract/categories';
import type { Db } from '../db/database';
import { rawRows, toNumber } from '../catalogue/raw-rows';

interface NodeRow {
  id: number;
  name: string;
  seo_name: string;
  parent_id: number | null;
  position: number;
  for_display: boolean;
  url_path: string;
  has_children: boolean;
  product_count: string | number;
}

/** A Postgres int[] literal for one bound parameter, whatever the number of ids. */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

function toNode(row: NodeRow): CategoryNode {
  return {
    id: row.id,
    name: row.name,
    seo_name: row.seo_name,
    parent: row.parent_id,
    position: row.position,
    children: row.has_children,
    for_display: row.for_display,
    url_path: row.url_path,
    product_count: toNumber(row.product_count),
  };
}

/** Nodes of the market's tree (only `ids` when given), with the child flag and the direct product count. */
export async function loadNodes(db: Db, market: Market, ids?: readonly number[]): Promise<CategoryNode[]> {
  const columns = sql`c.id, c.name, c.seo_name, c.parent_id, c.position, c.for_display, c.url_path`;
  const rows = ids
    ? // A move's answer (a few hundred nodes at most): per-row lookups through the parent and category indexes,
      // not the whole tree's aggregates, which took most of a move's time on a 10,000-node tree.
      await rawRows<NodeRow>(
        db,
        sql`SELECT ${columns},
              EXISTS (SELECT 1 FROM categories k WHERE k.market = ${market} AND k.parent_id = c.id) AS has_children,
              (SELECT count(*) FROM master_product_categories m WHERE m.category_id = c.id) AS product_count
            FROM categories c
            WHERE c.market = ${market} AND c.id = ANY(${intArray(ids)}::int[])
            ORDER BY c.position, c.id`,
      )
    : await rawRows<NodeRow>(
        db,
        // Joined aggregates, not per-row subqueries: the bench's 10,000-node tree took seconds with those on PGlite.
        sql`SELECT ${columns}, (k.parent_id IS NOT NULL) AS has_children, coalesce(m.product_count, 0) AS product_count
            FROM categories c
            LEFT JOIN (SELECT DISTINCT parent_id FROM categories WHERE market = ${market} AND parent_id IS NOT NULL) k ON k.parent_id = c.id
            LEFT JOIN (SELECT category_id, count(*) AS product_count FROM master_product_categories GROUP BY category_id) m ON m.category_id = c.id
            WHERE c.market = ${market}
            ORDER BY c.position, c.id`,
      );
  return rows.map(toNode);
}

/** Depth first, siblings by position: the order the tree shows, parents before their children. */
export function depthFirst(nodes: readonly CategoryNode[]): CategoryNode[] {
  const children = new Map<number | null, CategoryNode[]>();
  for (const node of nodes) {
    const list = children.get(node.parent);
    if (list) list.push(node);
    else children.set(node.parent, [node]);
  }
  const ordered: CategoryNode[] = [];
  const stack = [...(children.get(null) ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    ordered.push(node);
    const below = children.get(node.id);
    if (below) for (let index = below.length - 1; index >= 0; index -= 1) stack.push(below[index]!);
  }
  return ordered;
}
