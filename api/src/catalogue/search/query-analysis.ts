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

/** Some vocabulary word starts with the word or its stem. The patterns go as values, so the trigram index serves them. */
function knownCheck(market: Market, word: string, stem: string) {
  return sql`EXISTS (SELECT 1 FROM search_words WHERE market = ${market} AND (word LIKE ${`${word}%`} OR word LIKE ${`${stem}%`}))`;
}

/** The two vocabulary words of letters closest to the word by trigrams (`%`: pg_trgm.similarity_threshold, 0.3), with their stems. */
function closestWords(market: Market, word: string) {
  return sql`(SELECT json_agg(json_build_array(c.word, "shop_search_stem"(${market}, c.word)) ORDER BY c.closeness DESC, c.word)
    FROM (SELECT word, similarity(word, ${word}) AS closeness FROM search_words
      WHERE market = ${market} AND word ~ '^[a-z]+$' AND word % ${word} ORDER BY closeness DESC, word LIMIT 2) AS c)`;
}

async function queryWords(db: Db, market: Market, term: string): Promise<QueryWord[]> {
  const cut = await rawRows<{ word: string; stem: string }>(
    db,
    sql`SELECT word, "shop_search_stem"(${market}, word) AS stem FROM unnest("shop_search_words"(${term})) WITH ORDINALITY AS w(word, position) ORDER BY position`,
  );
  if (cut.length === 0) return [];
  const [checked] = await rawRows<Record<string, boolean | [string, string][] | string | null>>(
    db,
    sql`SELECT ${sql.join(
      cut.map(({ word, stem }, index) => {
        const correctable = word.length >= CORRECTABLE_LENGTH ? closestWords(market, word) : sql`NULL::json`;
        return sql`${knownCheck(market, word, stem)} AS ${sql.raw(`known_${index}`)}, CASE WHEN ${knownCheck(market, word, stem)} THEN NULL ELSE ${correctable} END AS ${sql.raw(`corrections_${index}`)}`;
      }),
      sql`, `,
    )}`,
  );
  return cut.map(({ word, stem }, index) => {
    const found = checked?.[`corrections_${index}`] ?? null;
    const corrections: [string, string][] = typeof found === 'string' ? JSON.parse(found) : ((found as [string, string][] | null) ?? []);
    return {
      word,
      stem,
      known: checked?.[`known_${index}`] === true,
      corrections: corrections.map(([correction]) => correction),
      correctionStems: corrections.map(([, correctionStem]) => correctionStem),
    };
  });
}

interface GroupsRow {
  groups: { phrases: string[][] | null; kind: number | null; accessory: boolean }[] | string | null;
  used_stems: string[];
}

/** The market's phrase groups (each kind's name and plural, the synonym groups), stemmed, and the stems of the used-goods words. */
async function marketWords(db: Db, market: Market): Promise<Pick<QueryAnalysis, 'groups' | 'usedStems'>> {
  const [name, plural] = market === 'CZ' ? [sql.raw('td.name_cs'), sql.raw('td.plural_cs')] : [sql.raw('td.name_ro'), sql.raw('td.plural_ro')];
  const [row] = await rawRows<GroupsRow>(
    db,
    sql`WITH g AS (
        SELECT td.id AS kind, ARRAY[${name}, ${plural}] AS terms FROM type_devices td
        UNION ALL SELECT s.type_device_id, s.terms FROM search_synonyms s WHERE s.market = ${market})
      SELECT
        (SELECT json_agg(json_build_object('kind', g.kind, 'accessory', coalesce(td.product_type_id IS NULL, false),
            'phrases', (SELECT json_agg(ARRAY(SELECT "shop_search_stem"(${market}, w) FROM unnest("shop_search_words"(term)) AS w)) FROM unnest(g.terms) AS term WHERE term <> '')))
          FROM g LEFT JOIN type_devices td ON td.id = g.kind) AS groups,
        ARRAY(SELECT "shop_search_stem"(${market}, w) FROM unnest("shop_search_words"("shop_search_condition_words"(${market}, 'used'))) AS w) AS used_stems`,
  );
  // A json column: node-postgres parses it, PGlite may hand over the text.
  const groups: NonNullable<Exclude<GroupsRow['groups'], string>> = typeof row?.groups === 'string' ? JSON.parse(row.groups) : (row?.groups ?? []);
  return {
    groups: groups.map((group) => ({ kind: group.kind, accessory: group.kind !== null && group.accessory, phrases: group.phrases ?? [] })),
    usedStems: row?.used_stems ?? [],
  };
}

/** What the search needs to know of a term: its words, the market's synonym groups and kinds, the used-goods words (side by side). */
export async function analyseQuery(db: Db, market: Market, term: string): Promise<QueryAnalysis> {
  const [words, known] = await Promise.all([queryWords(db, market, term), marketWords(db, market)]);
  return { words, ...known };
}
