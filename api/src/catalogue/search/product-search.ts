import { sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '@shop/shared/contract/paged';
import type { SearchOrdering } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import type { CategoryTree } from '../category-tree';
import { rawRows, toNumber } from '../raw-rows';
import { allBut, orderBy, type FacetName } from '../listing/listing-filters';
import { toTsquery, type SearchPlan } from './search-plan';

export interface SearchPage {
  count: number;
  ids: number[];
}

/**
 * The boost of each master product: the strongest `meilisearch_boost` of its categories (a
 * category inherits its parents'), as a derived table the ranking joins.
 */
function boostTable(tree: CategoryTree): SQL {
  const rows = tree.nodes.map((node) => sql`(${node.id}::int, ${tree.effectiveBoost(node.id)}::float8)`);
  return sql`(SELECT mc.master_product_id, max(b.boost) AS boost FROM master_product_categories mc
    JOIN (VALUES ${sql.join(rows, sql`, `)}) AS b(category_id, boost) ON b.category_id = mc.category_id
    GROUP BY mc.master_product_id)`;
}

const matches = (column: SQL, query: string) => sql`${column} @@ ${query}::tsquery`;
const vector = sql.raw('p.search_vector');
const fits = sql.raw('p.search_fits');

/**
 * Which products the plan finds. Every term must be in the document, except after an accessory
 * kind ("nabíječka na iphone"): there the rest names the model, and an accessory of that kind
 * made for no model in particular fits it too.
 */
function condition(plan: SearchPlan, everything: string): SQL {
  const rest = plan.fitsTerms && toTsquery(plan.fitsTerms, { exact: false });
  const kindTerms = plan.terms.filter((term) => !plan.fitsTerms?.includes(term));
  const kind = toTsquery(kindTerms, { exact: false });
  if (!rest || !kind) return matches(vector, everything);
  return sql`${matches(vector, kind)} AND (${matches(vector, rest)} OR (${fits} IS NULL AND p.type_device_id = ${plan.primaryKind}))`;
}

/**
 * Best first: the kind the query names (the first named before others); for "X for Y" the
 * accessories made for Y, else the devices before the accessories made for a model the query
 * names ("iphone 16 pro" is no case "Ultra Hybrid pro Apple iPhone 16"); new goods
 * before used unless the query asks for used; exact words before completed or corrected ones;
 * then the category boost and popularity.
 */
function relevance(plan: SearchPlan): SQL {
  const order: SQL[] = [];
  if (plan.primaryKind !== null) order.push(sql`(p.type_device_id = ${plan.primaryKind}) DESC`);
  if (plan.kinds.length > 1) order.push(sql`(p.type_device_id IN (${sql.join(plan.kinds.map((kind) => sql`${kind}`), sql`, `)})) DESC`);
  const rest = plan.fitsTerms && toTsquery(plan.fitsTerms, { exact: false });
  const anyTerm = toTsquery(plan.terms, { exact: false, any: true });
  if (rest) order.push(sql`coalesce(${matches(fits, rest)}, false) DESC`, sql`${matches(vector, rest)} DESC`);
  else if (plan.kinds.length === 0 && anyTerm) order.push(sql`coalesce(${matches(fits, anyTerm)}, false) ASC`);
  order.push(sql`(p.condition = ${plan.wantsUsed ? 'used' : 'new'}) DESC`);
  const exact = toTsquery(plan.terms, { exact: true });
  if (exact) order.push(sql`${matches(vector, exact)} DESC`);
  order.push(sql`coalesce(b.boost, 1) DESC, p.popularity DESC, p.id ASC`);
  return sql.join(order, sql`, `);
}

/** Where the plan's products are, before the shopper's filters; undefined when the term has no word to look for. */
export function searchBase(market: Market, plan: SearchPlan): SQL | undefined {
  const everything = toTsquery(plan.terms, { exact: false });
  return everything ? sql`p.market = ${market} AND ${condition(plan, everything)}` : undefined;
}

/**
 * Products the planned query finds (docs/search.md): its words in any form, with or without
 * diacritics, a misspelt word corrected to the closest word the documents know, synonyms of
 * the market expanded; ranked as `relevance` says unless another ordering is asked for.
 */
export async function searchProducts(
  db: Db,
  market: Market,
  tree: CategoryTree,
  plan: SearchPlan,
  ordering: SearchOrdering,
  page: number,
  pageSize: number,
  filters: Map<FacetName, SQL> = new Map(),
): Promise<SearchPage> {
  const base = searchBase(market, plan);
  if (!base) return { count: 0, ids: [] };
  const where = sql`${base} AND ${allBut(filters)}`;
  const order = ordering === 'relevance' ? relevance(plan) : orderBy(ordering);
  const offset = pageOffset(page, pageSize);
  const rows = await rawRows<{ id: number; total: string | number }>(
    db,
    sql`SELECT p.id, count(*) OVER () AS total FROM products p
      LEFT JOIN ${boostTable(tree)} b ON b.master_product_id = p.master_product_id
      WHERE ${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
  );
  if (rows.length > 0 || offset === 0) return { count: rows.length > 0 ? toNumber(rows[0]!.total) : 0, ids: rows.map((row) => row.id) };
  // A page past the end still tells how many matched.
  const [counted] = await rawRows<{ total: string | number }>(db, sql`SELECT count(*) AS total FROM products p WHERE ${where}`);
  return { count: toNumber(counted?.total ?? 0), ids: [] };
}
