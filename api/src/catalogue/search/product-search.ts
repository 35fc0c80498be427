import { sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '@shop/shared/contract/paged';
import type { SearchOrdering } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { foldSearchText } from '../../service/search/smart-search';
import type { CategoryTree } from '../categories/category-tree';
import { rawRows, toNumber } from '../raw-rows';
import { orderBy } from '../listing/listing-filters';

/** How close a misspelt term must come to part of a product's name (pg_trgm word similarity, 0..1). */
const FUZZY_THRESHOLD = 0.3;

/** LIKE treats these as wildcards; a customer typing them means the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

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

/**
 * Best first: the category boost, then how much of the name the term is (a phone before the case
 * made for it; for an exact match the shorter document, for a fuzzy one the trigram similarity), then popularity.
 */
function relevance(term: string, fuzzy: boolean): SQL {
  const closeness = fuzzy ? sql`word_similarity(${term}, p.search_document) DESC, similarity(${term}, p.search_document) DESC` : sql`length(p.search_document) ASC`;
  return sql`coalesce(b.boost, 1) DESC, ${closeness}, p.popularity DESC, p.id ASC`;
}

async function searchWith(
  db: Db,
  market: Market,
  tree: CategoryTree,
  term: string,
  match: SQL,
  fuzzy: boolean,
  ordering: SearchOrdering,
  limit: number,
  offset: number,
): Promise<SearchPage> {
  const order = ordering === 'relevance' ? relevance(term, fuzzy) : orderBy(ordering);
  const rows = await rawRows<{ id: number; total: string | number }>(
    db,
    sql`SELECT p.id, count(*) OVER () AS total FROM products p
      LEFT JOIN ${boostTable(tree)} b ON b.master_product_id = p.master_product_id
      WHERE p.market = ${market} AND ${match}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  if (rows.length > 0 || offset === 0) return { count: rows.length > 0 ? toNumber(rows[0]!.total) : 0, ids: rows.map((row) => row.id) };
  // A page past the end still tells how many matched.
  const [counted] = await rawRows<{ total: string | number }>(db, sql`SELECT count(*) AS total FROM products p WHERE p.market = ${market} AND ${match}`);
  return { count: toNumber(counted?.total ?? 0), ids: [] };
}

/**
 * Products matching `rawTerm`, like the service search: every word of the folded term must be
 * part of the product's document (prefixes work: "iph"), which the trigram index serves; only
 * when nothing matches so are the products whose document is similar enough offered ("samsng").
 * Ranked as `relevance` says.
 */
export async function searchProducts(
  db: Db,
  market: Market,
  tree: CategoryTree,
  rawTerm: string,
  ordering: SearchOrdering,
  page: number,
  pageSize: number,
): Promise<SearchPage> {
  const term = foldSearchText(rawTerm);
  const everyWord = sql.join(
    term.split(' ').map((word) => sql`p.search_document LIKE ${`%${escapeLike(word)}%`}`),
    sql` AND `,
  );
  const offset = pageOffset(page, pageSize);
  const exact = await searchWith(db, market, tree, term, everyWord, false, ordering, pageSize, offset);
  if (exact.count > 0) return exact;
  return db.transaction(async (tx) => {
    // `<%` uses the trigram index; its threshold is this setting, for this transaction only.
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    return searchWith(tx, market, tree, term, sql`${term} <% p.search_document`, true, ordering, pageSize, offset);
  });
}
