import { sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { jsonArray, rawRows } from '../raw-rows';

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

interface WordsRow {
  words: WordRow[] | string | null;
  reference: string;
  tree_revision: string | number | null;
}

interface ReferenceRow {
  groups: { phrases: string[][] | null; kind: number | null; accessory: boolean }[] | string | null;
  used_stems: string[];
  reference: string;
}

/**
 * A digest of everything the phrase groups are made of (each kind's name, plural and whether it is an accessory;
 * the market's synonym groups): reading a few dozen rows costs far less than stemming them, and whoever changes
 * them (the staff's save, a seed, SQL by hand, another server) changes it.
 */
const referenceDigest = (market: Market) => sql`md5(concat(
    (SELECT string_agg(concat_ws(chr(31), td.id, td.name_cs, td.name_ro, td.plural_cs, td.plural_ro, td.product_type_id IS NULL), chr(30) ORDER BY td.id) FROM type_devices td),
    chr(29),
    (SELECT string_agg(concat_ws(chr(31), s.id, s.type_device_id, array_to_string(s.terms, chr(31))), chr(30) ORDER BY s.id) FROM search_synonyms s WHERE s.market = ${market})))`;

/** The part of an analysis that is the same for every term of a market; `reference` is its digest. */
export interface SearchReference {
  reference: string;
  groups: PhraseGroup[];
  usedStems: string[];
}

/**
 * The market's phrase groups (each kind's name and plural, the synonym groups) and the used-goods words, stemmed
 * by the database as the documents are.
 */
export async function loadSearchReference(db: Db, market: Market): Promise<SearchReference> {
  const [name, plural] = market === 'CZ' ? [sql.raw('td.name_cs'), sql.raw('td.plural_cs')] : [sql.raw('td.name_ro'), sql.raw('td.plural_ro')];
  const [row] = await rawRows<ReferenceRow>(
    db,
    sql`WITH g AS (
        SELECT td.id AS kind, ARRAY[${name}, ${plural}] AS terms FROM type_devices td
        UNION ALL SELECT s.type_device_id, s.terms FROM search_synonyms s WHERE s.market = ${market})
      SELECT
        (SELECT json_agg(json_build_object('kind', g.kind, 'accessory', coalesce(td.product_type_id IS NULL, false),
            'phrases', (SELECT json_agg(ARRAY(SELECT "shop_search_stem"(${market}, w) FROM unnest("shop_search_words"(term)) AS w)) FROM unnest(g.terms) AS term WHERE term <> '')))
          FROM g LEFT JOIN type_devices td ON td.id = g.kind) AS groups,
        ARRAY(SELECT "shop_search_stem"(${market}, w) FROM unnest("shop_search_words"("shop_search_condition_words"(${market}, 'used'))) AS w) AS used_stems,
        ${referenceDigest(market)} AS reference`,
  );
  const groups = jsonArray(row?.groups).map((group) => ({ kind: group.kind, accessory: group.kind !== null && group.accessory, phrases: group.phrases ?? [] }));
  return { reference: row?.reference ?? '', groups, usedStems: row?.used_stems ?? [] };
}

export interface WordAnalysis {
  words: QueryWord[];
  /** The digest of the market's reference (`referenceDigest`) as it is now. */
  reference: string;
  /** `category_tree_revision` as it is now: the search's category tree is loaded again only when it moved. */
  treeRevision: number;
}

/**
 * A term's words, cut and stemmed, whether some document word starts with each (or its stem) and the closest
 * document words of one nobody knows, in one round trip; with what tells whether the kept reference and category
 * tree are still current.
 */
export async function analyseWords(db: Db, market: Market, term: string): Promise<WordAnalysis> {
  const known = sql`(${startsWord(market, sql`w.word`)} OR ${startsWord(market, sql`s.stem`)})`;
  const [row] = await rawRows<WordsRow>(
    db,
    sql`WITH words AS (
        SELECT w.word, s.stem, w.position, ${known} AS known,
          CASE WHEN length(w.word) < ${CORRECTABLE_LENGTH} OR ${known} THEN NULL ELSE ${closestWords(market)} END AS corrections
        FROM unnest("shop_search_words"(${term})) WITH ORDINALITY AS w(word, position), LATERAL (SELECT "shop_search_stem"(${market}, w.word) AS stem) AS s)
      SELECT
        (SELECT json_agg(json_build_object('word', word, 'stem', stem, 'known', known, 'corrections', corrections) ORDER BY position) FROM words) AS words,
        ${referenceDigest(market)} AS reference,
        (SELECT revision FROM category_tree_revision WHERE id = 1) AS tree_revision`,
  );
  const words = jsonArray(row?.words).map(({ word, stem, known: isKnown, corrections }) => ({
    word,
    stem,
    known: isKnown,
    corrections: (corrections ?? []).map(([correction]) => correction),
    correctionStems: (corrections ?? []).map(([, correctionStem]) => correctionStem),
  }));
  return { words, reference: row?.reference ?? '', treeRevision: Number(row?.tree_revision ?? -1) };
}
