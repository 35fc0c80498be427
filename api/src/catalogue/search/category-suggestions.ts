import { sql } from 'drizzle-orm';
import { SUGGEST_CATEGORIES_LIMIT, type SearchCategory } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { categoryLink, type CategoryNode, type CategoryTree } from '../category-tree';
import { rawRows } from '../raw-rows';
import { toTsquery, type SearchPlan } from './search-plan';

interface Candidate {
  node: CategoryNode;
  path: CategoryNode[];
  /** How many of the query's terms the category's path ("Příslušenství Nabíječky a kabely") holds. */
  matched: number;
}

/**
 * Each category whose path holds some of the plan's terms, stemmed like the product documents, and
 * whose own name holds at least one of them: "Tablety › Apple" is no answer to "tablet garmin".
 */
async function candidates(db: Db, market: Market, tree: CategoryTree, plan: SearchPlan): Promise<Candidate[]> {
  const perTerm = plan.terms.map((term) => toTsquery([term], { exact: false })).filter((query): query is string => query !== null);
  if (perTerm.length === 0) return [];
  const count = (vector: string) => sql.join(perTerm.map((query) => sql`(${sql.raw(vector)} @@ ${query}::tsquery)::int`), sql` + `);
  const rows = await rawRows<{ id: number; matched: number }>(
    db,
    sql`WITH RECURSIVE paths AS (
        SELECT id, name, name AS path FROM categories WHERE market = ${market} AND parent_id IS NULL
        UNION ALL SELECT c.id, c.name, paths.path || ' ' || c.name FROM categories c JOIN paths ON c.parent_id = paths.id)
      SELECT id, matched FROM (
        SELECT id, ${count('path_vector')} AS matched, ${count('own_vector')} AS own
        FROM (SELECT id, "shop_search_vector"(${market}, path) AS path_vector, "shop_search_vector"(${market}, name) AS own_vector FROM paths) AS vectors
      ) AS scored
      WHERE own > 0`,
  );
  return rows
    .map((row) => ({ node: tree.get(row.id)!, path: tree.path(row.id), matched: Number(row.matched) }))
    .filter(({ node, path }) => node !== undefined && path.every((step) => step.forDisplay));
}

function best(tree: CategoryTree, found: Candidate[]): SearchCategory[] {
  return found
    .sort((a, b) => b.matched - a.matched || tree.effectiveBoost(b.node.id) - tree.effectiveBoost(a.node.id) || a.path.length - b.path.length)
    .slice(0, SUGGEST_CATEGORIES_LIMIT)
    .map(({ node, path }) => ({ ...categoryLink(node), label: path.map((step) => step.name).join(' › ') }));
}

/** What the header box offers: shown categories whose path holds every term ("tablety apple"); the boosted and the shallower first. */
export async function suggestCategories(db: Db, market: Market, tree: CategoryTree, plan: SearchPlan): Promise<SearchCategory[]> {
  return best(tree, (await candidates(db, market, tree, plan)).filter((candidate) => candidate.matched === plan.terms.length));
}

/**
 * A term that found nothing: the categories that hold most of its terms ("pouzdro iphone 99"
 * offers cases), else the top-level categories, so the page always offers a way on.
 */
export async function categoriesForNothingFound(db: Db, market: Market, tree: CategoryTree, plan: SearchPlan): Promise<SearchCategory[]> {
  const partly = best(tree, await candidates(db, market, tree, plan));
  if (partly.length > 0) return partly;
  return best(tree, tree.nodes.filter((node) => node.parentId === null && node.forDisplay).map((node) => ({ node, path: [node], matched: 0 })));
}
