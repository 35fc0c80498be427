import { sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import { SMART_SEARCH_LIMIT, type SmartSearchItem } from '@shop/shared/contract/service';
import { pagePath } from '@shop/shared/routing/page-paths';
import type { Db } from '../../db/database';
import { deviceLabel } from '../selector/device-label';

/** How close a misspelt term must come to part of a document (pg_trgm word similarity, 0..1). */
const FUZZY_THRESHOLD = 0.3;

/**
 * The term folded like the documents (the migration's `service_search_document`: lower case,
 * no diacritics), so "Galaxy S24", "galaxy s24" and "GALAXY Š24" are one search. Folding
 * here rather than in SQL keeps the LIKE patterns constants the trigram index can use.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** LIKE treats these as wildcards; a customer typing them means the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface SearchRow {
  id: number;
  manufacturer: string;
  model: string;
  model_slug: string;
  manufacturer_slug: string;
  type_slug: string;
}

async function searchRows(db: Db, market: Market, term: string, condition: SQL): Promise<SearchRow[]> {
  const typeSlug = market === 'CZ' ? sql.raw('pt.slug_cz') : sql.raw('pt.slug_ro');
  const result = await db.execute(sql`
    SELECT mo.id, ma.name AS manufacturer, mo.name AS model, mo.slug AS model_slug, ma.slug AS manufacturer_slug, ${typeSlug} AS type_slug
    FROM service_search_documents d
    JOIN models mo ON mo.id = d.model_id
    JOIN manufacturers ma ON ma.id = mo.manufacturer_id
    JOIN product_types pt ON pt.id = mo.product_type_id AND pt.for_service
    WHERE ${condition}
    ORDER BY word_similarity(${term}, d.document) DESC, pt.position, similarity(${term}, d.document) DESC, mo.release_year DESC, d.document
    LIMIT ${SMART_SEARCH_LIMIT}
  `);
  // PGlite and node-postgres both answer raw queries with `{ rows }`; the shared Db type leaves it open.
  return (result as unknown as { rows: SearchRow[] }).rows;
}

/**
 * Models matching `term`, best first, at most SMART_SEARCH_LIMIT. A model matches when every
 * word of the term is part of its document ("iph", "galaxy s24", "xiaomi redmi"); these LIKE
 * patterns use the document's trigram index. Only when nothing matches that way (a typo such
 * as "iphnoe") are the models whose document is similar enough to the term offered instead.
 * Ranked by how well the term matches a part of the name, phones before tablets and watches,
 * the shorter name (the base model before its Pro and Max), the newest.
 */
export async function smartSearch(db: Db, market: Market, rawTerm: string): Promise<SmartSearchItem[]> {
  const term = foldSearchText(rawTerm);
  const everyWord = sql.join(
    term.split(' ').map((word) => sql`d.document LIKE ${`%${escapeLike(word)}%`}`),
    sql` AND `,
  );
  let rows = await searchRows(db, market, term, everyWord);
  if (rows.length === 0) rows = await searchRows(db, market, term, sql`word_similarity(${term}, d.document) >= ${FUZZY_THRESHOLD}`);
  return rows.map((row) => ({
    id: row.id,
    label: deviceLabel(row.manufacturer, row.model),
    manufacturer: row.manufacturer,
    model: row.model,
    url: pagePath(market, 'service', [row.type_slug, row.manufacturer_slug, row.model_slug]),
  }));
}
