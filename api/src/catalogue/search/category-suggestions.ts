import { sql } from 'drizzle-orm';
import { SUGGEST_CATEGORIES_LIMIT, type SearchCategory } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { categoryLink, type CategoryNode, type CategoryTree } from '../category-tree';
import { rawRows } from '../raw-rows';
import type { SearchPlan, SearchTerm } from './search-plan';

interface Candidate {
  node: CategoryNode;
  path: CategoryNode[];
  /** How many of the query's terms the category's path ("Příslušenství Nabíječky a kabely") holds. */
  matched: number;
}

/** Lexemes of category names (`shop_search_vector`) by market and name: a renamed category is a new key. */
const nameLexemes = new Map<string, string[]>();
/** Far more than the names of both markets' trees; a guard against a cache that only grows. */
const NAME_LEXEMES_LIMIT = 5000;

/** The lexemes of each name, stemmed by the database on the first use of a name, then kept. */
async function lexemesOf(db: Db, market: Market, names: string[]): Promise<Map<string, string[]>> {
  const missing = [...new Set(names)].filter((name) => !nameLexemes.has(`${market}\0${name}`));
  if (missing.length > 0) {
    if (nameLexemes.size + missing.length > NAME_LEXEMES_LIMIT) nameLexemes.clear();
    const rows = await rawRows<{ name: string; lexemes: string[] }>(
      db,
      sql`SELECT name, tsvector_to_array("shop_search_vector"(${market}, name)) AS lexemes FROM unnest(${sql`ARRAY[${sql.join(missing.map((name) => sql`${name}`), sql`, `)}]::text[]`}) AS name`,
    );
    for (const row of rows) nameLexemes.set(`${market}\0${row.name}`, row.lexemes);
  }
  return new Map(names.map((name) => [name, nameLexemes.get(`${market}\0${name}`) ?? []]));
}

/** `term` as the tsquery `toTsquery([term], { exact: false })` matches it: some alternative's every stem starts a lexeme. */
const holds = (lexemes: string[], term: SearchTerm) => term.alternatives.some((stems) => stems.every((stem) => lexemes.some((lexeme) => lexeme.startsWith(stem))));

/**
 * Each category whose path holds some of the plan's terms, stemmed like the product documents, and
 * whose own name holds at least one of them: "Tablety › Apple" is no answer to "tablet garmin".
 */
async function candidates(db: Db, market: Market, tree: CategoryTree, plan: SearchPlan): Promise<Candidate[]> {
  const terms = plan.terms.filter((term) => term.alternatives.length > 0 && term.alternatives.every((stems) => stems.length > 0));
  if (terms.length === 0) return [];
  const lexemes = await lexemesOf(db, market, tree.nodes.map((node) => node.name));
  return tree.nodes.flatMap((node) => {
    const path = tree.path(node.id);
    if (!path.every((step) => step.forDisplay)) return [];
    const own = lexemes.get(node.name)!;
    if (!terms.some((term) => holds(own, term))) return [];
    const onPath = path.flatMap((step) => lexemes.get(step.name)!);
    return [{ node, path, matched: terms.filter((term) => holds(onPath, term)).length }];
  });
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
