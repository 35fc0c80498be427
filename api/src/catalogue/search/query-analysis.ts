import { sql, type SQL } from 'drizzle-orm';
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

/**
 * Some vocabulary word starts with `prefix` (a column): a range of the prefix index, as a LIKE pattern that is not
 * a constant cannot use it. chr(1114111) sorts after every character, so the range holds exactly the words that
 * start with the prefix.
 */
const startsWord = (market: Market, prefix: SQL) =>
  sql`EXISTS (SELECT 1 FROM search_words v WHERE v.market = ${market} AND v.word ~>=~ ${prefix} AND v.word ~<~ (${prefix} || chr(1114111)))`;

/** The two vocabulary words of letters closest to the word by trigrams (`%`: pg_trgm.similarity_threshold, 0.3), with their stems. */
const closestWords = (market: Market) => sql`(SELECT json_agg(json_build_array(c.word, "shop_search_stem"(${market}, c.word)) ORDER BY c.closeness DESC, c.word)
    FROM (SELECT v.word, similarity(v.word, w.word) AS closeness FROM search_words v
      WHERE v.market = ${market} AND v.word ~ '^[a-z]+$' AND v.word % w.word ORDER BY closeness DESC, v.word LIMIT 2) AS c)`;

interface WordRow {
  word: string;
  stem: string;
  known: boolean;
  corrections: [string, string][] | null;
}

interface AnalysisRow {
  words: WordRow[] | string | null;
  groups: { phrases: string[][] | null; kind: number | null; accessory: boolean }[] | string | null;
  used_stems: string[];
}

/** A json column: node-postgres parses it, PGlite may hand over the text. */
const parsedJson = <T>(value: T | string | null | undefined): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null));

/**
 * What the search needs to know of a term, in one round trip: its words, cut and stemmed, whether some document
 * word starts with each (or its stem) and the closest document words of one nobody knows; the market's phrase
 * groups (each kind's name and plural, the synonym groups), stemmed; the stems of the used-goods words.
 */
export async function analyseQuery(db: Db, market: Market, term: string): Promise<QueryAnalysis> {
  const [name, plural] = market === 'CZ' ? [sql.raw('td.name_cs'), sql.raw('td.plural_cs')] : [sql.raw('td.name_ro'), sql.raw('td.plural_ro')];
  const known = sql`(${startsWord(market, sql`w.word`)} OR ${startsWord(market, sql`s.stem`)})`;
  const [row] = await rawRows<AnalysisRow>(
    db,
    sql`WITH words AS (
        SELECT w.word, s.stem, w.position, ${known} AS known,
          CASE WHEN length(w.word) < ${CORRECTABLE_LENGTH} OR ${known} THEN NULL ELSE ${closestWords(market)} END AS corrections
        FROM unnest("shop_search_words"(${term})) WITH ORDINALITY AS w(word, position), LATERAL (SELECT "shop_search_stem"(${market}, w.word) AS stem) AS s),
      g AS (
        SELECT td.id AS kind, ARRAY[${name}, ${plural}] AS terms FROM type_devices td
        UNION ALL SELECT s.type_device_id, s.terms FROM search_synonyms s WHERE s.market = ${market})
      SELECT
        (SELECT json_agg(json_build_object('word', word, 'stem', stem, 'known', known, 'corrections', corrections) ORDER BY position) FROM words) AS words,
        (SELECT json_agg(json_build_object('kind', g.kind, 'accessory', coalesce(td.product_type_id IS NULL, false),
            'phrases', (SELECT json_agg(ARRAY(SELECT "shop_search_stem"(${market}, w) FROM unnest("shop_search_words"(term)) AS w)) FROM unnest(g.terms) AS term WHERE term <> '')))
          FROM g LEFT JOIN type_devices td ON td.id = g.kind) AS groups,
        ARRAY(SELECT "shop_search_stem"(${market}, w) FROM unnest("shop_search_words"("shop_search_condition_words"(${market}, 'used'))) AS w) AS used_stems`,
  );
  const words = (parsedJson(row?.words) ?? []).map(({ word, stem, known: isKnown, corrections }) => ({
    word,
    stem,
    known: isKnown,
    corrections: (corrections ?? []).map(([correction]) => correction),
    correctionStems: (corrections ?? []).map(([, correctionStem]) => correctionStem),
  }));
  const groups = (parsedJson(row?.groups) ?? []).map((group) => ({ kind: group.kind, accessory: group.kind !== null && group.accessory, phrases: group.phrases ?? [] }));
  return { words, groups, usedStems: row?.used_stems ?? [] };
}
