import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { rawRows } from '../raw-rows';

/** One word of the query as the database cuts and stems it (the migration's shop_search_* functions). */
export interface QueryWord {
  word: string;
  stem: string;
  /** Some document word starts with it (or with its stem): it is never corrected. */
  known: boolean;
  /** The closest document words by trigrams, for a word no document knows ("samsng"). */
  corrections: string[];
  /** Their stems: a corrected word may still name a kind ("rychlonabíječka"). */
  correctionStems: string[];
}

/** A group of phrases that mean the same ("kryt", "obal", "pouzdro"), each phrase its words' stems. */
export interface PhraseGroup {
  phrases: string[][];
  /** The kind of goods (type device id) the group names; null for plain synonyms. */
  kind: number | null;
  /** The kind is an accessory (no buyout product type): "X for Y" applies. */
  accessory: boolean;
}

export interface QueryAnalysis {
  words: QueryWord[];
  groups: PhraseGroup[];
  /** Stems of the words the documents of used goods carry ("použitý", "bazar"). */
  usedStems: string[];
}

/** Misspelt words shorter than this are left alone: too few trigrams to tell a word by. */
const CORRECTABLE_LENGTH = 4;

async function queryWords(db: Db, market: Market, term: string): Promise<QueryWord[]> {
  const rows = await rawRows<{ word: string; stem: string; known: boolean; corrections: [string, string][] | string | null }>(
    db,
    sql`WITH t AS (SELECT word, "shop_search_stem"(${market}, word) AS stem, position FROM unnest("shop_search_words"(${term})) WITH ORDINALITY AS w(word, position)),
      k AS (SELECT t.*, EXISTS (SELECT 1 FROM search_words s WHERE s.market = ${market} AND (s.word LIKE t.word || '%' OR s.word LIKE t.stem || '%')) AS known FROM t)
      SELECT word, stem, known,
        CASE WHEN NOT known AND length(word) >= ${CORRECTABLE_LENGTH} THEN (
          SELECT json_agg(json_build_array(c.word, "shop_search_stem"(${market}, c.word)) ORDER BY c.closeness DESC, c.word)
          FROM (SELECT s.word, similarity(s.word, k.word) AS closeness FROM search_words s
            WHERE s.market = ${market} AND s.word % k.word ORDER BY closeness DESC, s.word LIMIT 2) AS c)
        END AS corrections
      FROM k ORDER BY position`,
  );
  return rows.map((row) => {
    const corrections: [string, string][] = typeof row.corrections === 'string' ? JSON.parse(row.corrections) : (row.corrections ?? []);
    return {
      word: row.word,
      stem: row.stem,
      known: row.known,
      corrections: corrections.map(([correction]) => correction),
      correctionStems: corrections.map(([, stem]) => stem),
    };
  });
}

async function phraseGroups(db: Db, market: Market): Promise<PhraseGroup[]> {
  const [name, plural] = market === 'CZ' ? [sql.raw('td.name_cs'), sql.raw('td.plural_cs')] : [sql.raw('td.name_ro'), sql.raw('td.plural_ro')];
  const rows = await rawRows<{ phrases: string[][] | string; kind: number | null; accessory: boolean }>(
    db,
    sql`WITH g AS (
        SELECT td.id AS kind, ARRAY[${name}, ${plural}] AS terms FROM type_devices td
        UNION ALL SELECT s.type_device_id, s.terms FROM search_synonyms s WHERE s.market = ${market})
      SELECT g.kind, coalesce(td.product_type_id IS NULL, false) AS accessory,
        (SELECT json_agg(ARRAY(SELECT "shop_search_stem"(${market}, w) FROM unnest("shop_search_words"(term)) AS w)) FROM unnest(g.terms) AS term WHERE term <> '') AS phrases
      FROM g LEFT JOIN type_devices td ON td.id = g.kind`,
  );
  return rows.map((row) => ({ kind: row.kind, accessory: row.kind !== null && row.accessory, phrases: typeof row.phrases === 'string' ? JSON.parse(row.phrases) : (row.phrases ?? []) }));
}

/** What the search needs to know of a term: its words, the market's synonym groups and kinds, the used-goods words. */
export async function analyseQuery(db: Db, market: Market, term: string): Promise<QueryAnalysis> {
  const words = await queryWords(db, market, term);
  const groups = await phraseGroups(db, market);
  const [used] = await rawRows<{ stems: string[] }>(
    db,
    sql`SELECT ARRAY(SELECT "shop_search_stem"(${market}, w) FROM unnest("shop_search_words"("shop_search_condition_words"(${market}, 'used'))) AS w) AS stems`,
  );
  return { words, groups, usedStems: used?.stems ?? [] };
}
