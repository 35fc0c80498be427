import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { analyseWords, type PhraseGroup, type QueryAnalysis, type QueryWord } from './query-analysis';
import { searchReference } from './search-reference-cache';
import type { CategoryTree } from '../category-tree';
import { categoryTreeAt } from '../category-tree-cache';

/**
 * Words that join rather than name ("kryt na samsung", "husă pentru iphone"): left out of the
 * match. "pro" is one only between a kind and what follows ("pouzdro pro iphone"), as it is
 * also a model's name ("iPhone 15 Pro").
 */
const JOINING_WORDS: Record<Market, ReadonlySet<string>> = {
  CZ: new Set(['a', 'i', 'k', 'ke', 'na', 'do', 's', 'se', 'z', 'ze', 'v', 've', 'o', 'u', 'od']),
  RO: new Set(['a', 'al', 'ale', 'si', 'cu', 'de', 'din', 'in', 'la', 'pe', 'pentru', 'pt', 'compatibil', 'compatibila']),
};
const KIND_JOINING_WORD: Record<Market, string> = { CZ: 'pro', RO: 'pentru' };

/** One thing the query asks for: any of its alternatives, each a list of stems that must all be there. */
export interface SearchTerm {
  alternatives: string[][];
  /** The alternatives a misspelt word was corrected to are left out of the exact match. */
  exact: string[][];
  group: PhraseGroup | null;
}

export interface SearchPlan {
  terms: SearchTerm[];
  /** The kind the query names first (type device id), and every kind it names. */
  primaryKind: number | null;
  kinds: number[];
  /** The terms after an accessory kind ("iphone 13" of "pouzdro na iphone 13"): the model it must fit. */
  fitsTerms: SearchTerm[] | null;
  wantsUsed: boolean;
}

const phraseStems = (phrase: string[], market: Market) => phrase.filter((stem) => !JOINING_WORDS[market].has(stem));

/** The longest phrase of a group that the words starting at `start` spell out (the last word may be unfinished). */
function phraseAt(words: QueryWord[], start: number, groups: PhraseGroup[], market: Market): { group: PhraseGroup; length: number } | null {
  let best: { group: PhraseGroup; length: number } | null = null;
  for (const group of groups) {
    for (const phrase of group.phrases.map((stems) => phraseStems(stems, market))) {
      if (phrase.length === 0 || phrase.length > words.length - start || (best && best.length >= phrase.length)) continue;
      const spelt = phrase.every((stem, offset) => {
        const word = words[start + offset]!;
        const last = start + offset === words.length - 1;
        const spelling = word.stem === stem || word.word === stem || word.correctionStems.includes(stem);
        return spelling || (last && word.stem.length >= 3 && stem.startsWith(word.stem));
      });
      if (spelt) best = { group, length: phrase.length };
    }
  }
  return best;
}

/** A word as a term; null for a word no document knows nor resembles ("bezdrátová"), which narrows nothing down. */
function wordTerm(word: QueryWord): SearchTerm | null {
  const exact = [[word.stem]];
  if (word.known) return { alternatives: exact, exact, group: null };
  if (word.corrections.length === 0) return null;
  return { alternatives: word.corrections.map((correction) => [correction]), exact: [], group: null };
}

/**
 * Reads the analysed query: its terms (synonyms expanded, joining words and words no document
 * knows left out), the kinds it names, "X for Y", used or not.
 */
export function planSearch(market: Market, analysis: QueryAnalysis): SearchPlan {
  const words = analysis.words.filter((word) => !JOINING_WORDS[market].has(word.word));
  const terms: SearchTerm[] = [];
  const unknown: QueryWord[] = [];
  for (let index = 0; index < words.length; ) {
    const word = words[index]!;
    const previousNamesKind = terms.at(-1)?.group?.kind != null;
    if (word.word === KIND_JOINING_WORD[market] && previousNamesKind && index < words.length - 1) {
      index += 1;
      continue;
    }
    const phrase = phraseAt(words, index, analysis.groups, market);
    if (phrase) {
      const alternatives = phrase.group.phrases.map((stems) => phraseStems(stems, market)).filter((stems) => stems.length > 0);
      terms.push({ alternatives, exact: alternatives, group: phrase.group });
      index += phrase.length;
    } else {
      const term = wordTerm(word);
      if (term) terms.push(term);
      else unknown.push(word);
      index += 1;
    }
  }
  // Only words nothing knows: they stay, so the search finds nothing rather than everything.
  if (terms.length === 0) terms.push(...unknown.map((word) => ({ alternatives: [[word.stem]], exact: [[word.stem]], group: null })));
  const kinds = [...new Set(terms.flatMap((term) => (term.group?.kind != null ? [term.group.kind] : [])))];
  const primary = terms.find((term) => term.group?.kind != null) ?? null;
  const others = terms.filter((term) => term !== primary);
  return {
    terms,
    primaryKind: primary?.group?.kind ?? null,
    kinds,
    fitsTerms: primary?.group?.accessory && others.length > 0 ? others : null,
    wantsUsed: analysis.words.some((word) => analysis.usedStems.includes(word.stem)),
  };
}

/**
 * The plan of a term as a shopper typed it: what both the results and the suggestions search by; with the category
 * tree as of the same query (`categoryTreeAt`).
 */
export async function planQuery(db: Db, market: Market, rawTerm: string): Promise<{ plan: SearchPlan; tree: CategoryTree }> {
  const { words, reference, treeRevision } = await analyseWords(db, market, rawTerm);
  const [{ groups, usedStems }, tree] = await Promise.all([searchReference(db, market, reference), categoryTreeAt(db, market, treeRevision)]);
  return { plan: planSearch(market, { words, groups, usedStems }), tree };
}

const lexeme = (stem: string, prefix: boolean) => (prefix ? `${stem}:*` : stem);

/** The terms as a tsquery (lexemes are letters and digits only, the fold's output): every term (or `any` one), any alternative. */
export function toTsquery(terms: SearchTerm[], { exact, any = false }: { exact: boolean; any?: boolean }): string | null {
  const parts = terms.map((term) => (exact ? term.exact : term.alternatives)).map((alternatives) =>
    alternatives.map((stems) => `(${stems.map((stem) => lexeme(stem, !exact)).join(' & ')})`).join(' | '),
  );
  if (parts.length === 0 || parts.some((part) => part === '')) return null;
  return parts.map((part) => `(${part})`).join(any ? ' | ' : ' & ');
}
