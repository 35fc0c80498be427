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
  /** More products match than `SEARCH_CANDIDATES`: `count` is that many, and the results come from them. */
  capped: boolean;
  ids: number[];
}

/**
 * How many of a term's matches the search ranks and counts. A broad term ("mobil") matches most of the
 * catalogue; counting and ranking every match costs a scan of it, so the search takes the first this many
 * in the asked ordering (for relevance: the most popular, plus the most popular of the best tier).
 */
export const SEARCH_CANDIDATES = 1000;

/** The order in which the candidates are taken, served by `products_market_popularity_idx`. */
const BY_POPULARITY = sql`p.popularity DESC NULLS LAST, p.id ASC`;

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
function relevance(plan: SearchPlan): { order: SQL; bestTier: SQL } {
  // Each test ranks the products that pass it first; passing all of them is the best tier.
  const tests: SQL[] = [];
  if (plan.primaryKind !== null) tests.push(sql`p.type_device_id = ${plan.primaryKind}`);
  if (plan.kinds.length > 1) tests.push(sql`p.type_device_id IN (${sql.join(plan.kinds.map((kind) => sql`${kind}`), sql`, `)})`);
  const rest = plan.fitsTerms && toTsquery(plan.fitsTerms, { exact: false });
  const anyTerm = toTsquery(plan.terms, { exact: false, any: true });
  if (rest) tests.push(sql`coalesce(${matches(fits, rest)}, false)`, matches(vector, rest));
  else if (plan.kinds.length === 0 && anyTerm) tests.push(sql`NOT coalesce(${matches(fits, anyTerm)}, false)`);
  tests.push(sql`p.condition = ${plan.wantsUsed ? 'used' : 'new'}`);
  // Exact words are left out of the best tier: a prefix typed halfway ("iph") is no product's exact word, and a
  // tier nothing passes would walk the whole popularity index in vain.
  const bestTier = sql.join(tests.map((test) => sql`(${test})`), sql` AND `);
  const exact = toTsquery(plan.terms, { exact: true });
  if (exact) tests.push(matches(vector, exact));
  return { order: sql.join([...tests.map((test) => sql`(${test}) DESC`), sql`coalesce(b.boost, 1) DESC, p.popularity DESC, p.id ASC`], sql`, `), bestTier };
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
  if (!base) return { count: 0, capped: false, ids: [] };
  const where = sql`${base} AND ${allBut(filters)}`;
  const offset = pageOffset(page, pageSize);
  const ranked = ordering === 'relevance' ? relevance(plan) : null;
  const takenBy = ordering === 'relevance' ? BY_POPULARITY : orderBy(ordering);
  const rankedBy = ranked ? ranked.order : takenBy;
  // The best tier's most popular fill the page even when the most popular matches hold few of them ("použitý iphone").
  const bestTier = ranked
    ? sql` UNION (SELECT p.id FROM products p WHERE ${where} AND ${ranked.bestTier} ORDER BY ${BY_POPULARITY} LIMIT ${offset + pageSize})`
    : sql``;
  const [row] = await rawRows<{ ids: number[]; total: string | number }>(
    db,
    sql`WITH taken AS (SELECT p.id FROM products p WHERE ${where} ORDER BY ${takenBy} LIMIT ${SEARCH_CANDIDATES + 1}),
      candidates AS ((SELECT id FROM taken)${bestTier})
      SELECT (SELECT count(*) FROM taken) AS total, ARRAY(SELECT p.id FROM candidates c JOIN products p ON p.id = c.id
        LEFT JOIN ${boostTable(tree)} b ON b.master_product_id = p.master_product_id
        ORDER BY ${rankedBy} LIMIT ${pageSize} OFFSET ${offset}) AS ids`,
  );
  const total = toNumber(row?.total ?? 0);
  return { count: Math.min(total, SEARCH_CANDIDATES), capped: total > SEARCH_CANDIDATES, ids: (row?.ids ?? []).map(Number) };
}

/** The products the facets count: the term's matches before the shopper's filters, the first `SEARCH_CANDIDATES` by popularity. */
export function facetCandidates(base: SQL): SQL {
  return sql`p.id IN (SELECT p.id FROM products p WHERE ${base} ORDER BY ${BY_POPULARITY} LIMIT ${SEARCH_CANDIDATES})`;
}
