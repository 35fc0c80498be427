import { sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '@shop/shared/contract/paged';
import type { SearchFacets, SearchOrdering } from '@shop/shared/contract/catalogue';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import type { CategoryTree } from '../category-tree';
import { jsonArray, rawRows, toNumber } from '../raw-rows';
import { allBut, orderBy, type FacetName } from '../listing/listing-filters';
import { toTsquery, type SearchPlan } from './search-plan';
import { facetGroups, type GroupedRow } from '../listing/listing-facets';
import { tileRows, tilesOf, type LoadedProduct, type TileRow } from '../tiles/product-tiles';
import { kindCounts, NO_SEARCH_FACETS, searchFacetsOf, type KindRow } from './search-facets';

export interface SearchAnswer {
  count: number;
  /** More products match than `SEARCH_CANDIDATES`: `count` is that many, and the results come from them. */
  capped: boolean;
  /** The page's products in their order. */
  products: LoadedProduct[];
  facets: SearchFacets;
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
function relevance(plan: SearchPlan): { tests: SQL[]; bestTier: SQL } {
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
  return { tests, bestTier };
}

/** Where the plan's products are, before the shopper's filters; undefined when the term has no word to look for. */
export function searchBase(market: Market, plan: SearchPlan): SQL | undefined {
  const everything = toTsquery(plan.terms, { exact: false });
  return everything ? sql`p.market = ${market} AND ${condition(plan, everything)}` : undefined;
}

/**
 * What a candidate carries out of its one visit to the table: what the page is ranked by (each relevance test as
 * `t0`, `t1`, ...) and what the facets count and filter by, so neither reads the row again.
 */
function candidateColumns(tests: SQL[]): SQL {
  const ranks = tests.map((test, index) => sql`, (${test}) AS ${sql.raw(`t${index}`)}`);
  return sql`p.id, p.master_product_id, p.popularity, p.type_device_id, p.manufacturer_id, p.condition, p.quality, p.price,
    p.store_quantity, p.warehouse_quantity${sql.join(ranks, sql``)}`;
}

export interface SearchOptions {
  ordering: SearchOrdering;
  page: number;
  pageSize: number;
  filters?: Map<FacetName, SQL>;
  /** The results page's facets, over the term's `SEARCH_CANDIDATES` most popular matches before the filters. */
  facets?: boolean;
}

interface AnswerRow {
  total: string | number;
  tiles: TileRow[] | string | null;
  facet_groups: GroupedRow[] | string | null;
  kinds: KindRow[] | string | null;
}

/**
 * Products the planned query finds (docs/search.md): its words in any form, with or without
 * diacritics, a misspelt word corrected to the closest word the documents know, synonyms of
 * the market expanded; ranked as `relevance` says unless another ordering is asked for.
 * One query: the candidates, the page's ids, its tiles and the facets, so the walk over the table is made once
 * (twice with filters or another ordering: the facets count the term's matches before them, by popularity).
 */
export async function searchProducts(db: Db, market: Market, locale: Locale, tree: CategoryTree, plan: SearchPlan, options: SearchOptions): Promise<SearchAnswer> {
  const { ordering, page, pageSize, filters = new Map<FacetName, SQL>() } = options;
  const base = searchBase(market, plan);
  if (!base) return { count: 0, capped: false, products: [], facets: NO_SEARCH_FACETS };
  const where = sql`${base} AND ${allBut(filters)}`;
  const offset = pageOffset(page, pageSize);
  let candidates: SQL;
  let pageIds: SQL;
  if (ordering === 'relevance') {
    const { tests, bestTier } = relevance(plan);
    const columns = candidateColumns(tests);
    // The best tier's most popular fill the page even when the most popular matches hold few of them ("použitý iphone").
    candidates = sql`taken AS MATERIALIZED (SELECT ${columns} FROM products p WHERE ${where} ORDER BY ${BY_POPULARITY} LIMIT ${SEARCH_CANDIDATES + 1}),
      candidates AS (SELECT * FROM taken UNION (SELECT ${columns} FROM products p WHERE ${where} AND ${bestTier} ORDER BY ${BY_POPULARITY} LIMIT ${offset + pageSize}))`;
    const ranks = tests.map((_, index) => sql`c.${sql.raw(`t${index}`)} DESC`);
    pageIds = sql`SELECT c.id FROM candidates c LEFT JOIN ${boostTable(tree)} b ON b.master_product_id = c.master_product_id
      ORDER BY ${sql.join([...ranks, sql`coalesce(b.boost, 1) DESC, c.popularity DESC, c.id ASC`], sql`, `)}`;
  } else {
    candidates = sql`taken AS (SELECT t.id, t.rank FROM unnest(ARRAY(SELECT p.id FROM products p WHERE ${where} ORDER BY ${orderBy(ordering)} LIMIT ${SEARCH_CANDIDATES + 1})) WITH ORDINALITY AS t(id, rank))`;
    pageIds = sql`SELECT id FROM taken ORDER BY rank`;
  }
  // Without filters, the relevance candidates are the facets' own: the most popular matches.
  const pool = ordering === 'relevance' && filters.size === 0
    ? sql`pool AS (SELECT * FROM taken ORDER BY ${sql.raw('popularity DESC NULLS LAST, id ASC')} LIMIT ${SEARCH_CANDIDATES})`
    : sql`pool AS MATERIALIZED (SELECT ${candidateColumns([])} FROM products p WHERE ${base} ORDER BY ${BY_POPULARITY} LIMIT ${SEARCH_CANDIDATES})`;
  const facets = options.facets
    ? sql`(SELECT json_agg(f) FROM (${facetGroups(sql`pool p`, filters, 'products')}) f) AS facet_groups,
        (SELECT json_agg(k) FROM (${kindCounts(sql`pool p`, filters, locale)}) k) AS kinds`
    : sql`NULL AS facet_groups, NULL AS kinds`;
  const [row] = await rawRows<AnswerRow>(
    db,
    sql`WITH ${candidates},${options.facets ? sql` ${pool},` : sql``}
      found AS (SELECT ARRAY(${pageIds} LIMIT ${pageSize} OFFSET ${offset}) AS ids)
      SELECT (SELECT count(*) FROM taken) AS total,
        (SELECT json_agg(r ORDER BY r.tile_position) FROM (${tileRows(market, sql`(SELECT ids FROM found)`)}) r) AS tiles,
        ${facets}`,
  );
  const total = toNumber(row?.total ?? 0);
  return {
    count: Math.min(total, SEARCH_CANDIDATES),
    capped: total > SEARCH_CANDIDATES,
    products: tilesOf(market, locale, tree, jsonArray(row?.tiles)),
    facets: options.facets ? searchFacetsOf(jsonArray(row?.facet_groups), jsonArray(row?.kinds), locale) : NO_SEARCH_FACETS,
  };
}
