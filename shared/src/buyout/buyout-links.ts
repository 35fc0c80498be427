import type { Market } from '../contract/common';
import { buyoutPagePath } from '../routing/buyout-path';
import { SELECTOR_DATA_KEYS, type SelectedChoices } from '../selector/selector-data';
import type { ConditionAnswers } from './default-answers';

/**
 * Addresses of the buyout page, built the same way by the server (selector `url` fields,
 * e-mail links, the sell-online `Location`) and read back by the widget.
 *
 * - Selection: the buyout page plus the chosen slugs in cascade order,
 *   `/vykup/<type>/<manufacturer>/<model>/<colour>/` (RO `/rascumparare/...`).
 * - Answers (the offer e-mail's link): `?answers=<condition id>:<choice value>,...`, e.g.
 *   `?answers=1:flawless,2:worn`. Choice values are slugs, so `:` and `,` never occur in them.
 * - Detail of a sold buyout: `/vykup/stav/<id>/<token>/` (RO `/rascumparare/stare/<id>/<token>/`);
 *   the reserved first segment is never a product type slug.
 */
export const ANSWERS_QUERY_PARAM = 'answers';

const DETAIL_SEGMENT: Record<Market, string> = { CZ: 'stav', RO: 'stare' };

/** `{ '1': 'flawless', '2': null }` -> `1:flawless`: unanswered conditions are left out. */
export function formatAnswersParam(answers: ConditionAnswers): string {
  return Object.entries(answers)
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '')
    .map(([id, value]) => `${id}:${value}`)
    .join(',');
}

/** The reverse of `formatAnswersParam`; malformed pairs are skipped (the link may have been cut). */
export function parseAnswersParam(text: string | null | undefined): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const match = /^(\d+):(.+)$/.exec(pair.trim());
    if (match) answers[match[1]!] = match[2]!;
  }
  return answers;
}

/** The slugs chosen so far, in cascade order, up to the first unchosen step. */
function chosenSlugs(selected: Partial<SelectedChoices>): string[] {
  const slugs: string[] = [];
  for (const key of SELECTOR_DATA_KEYS) {
    const slug = selected[key];
    if (!slug) break;
    slugs.push(slug);
  }
  return slugs;
}

/** The buyout page of a selection; with `answers`, the link that reopens the same appraisal. */
export function buyoutSelectionPath(market: Market, selected: Partial<SelectedChoices>, answers?: ConditionAnswers): string {
  const path = buyoutPagePath(market, chosenSlugs(selected));
  const answersParam = answers ? formatAnswersParam(answers) : '';
  return answersParam === '' ? path : `${path}?${new URLSearchParams({ [ANSWERS_QUERY_PARAM]: answersParam })}`;
}

/** The page of one sold buyout, opened by its id and secret token. */
export function buyoutDetailPath(market: Market, id: number, token: string): string {
  return buyoutPagePath(market, [DETAIL_SEGMENT[market], String(id), token]);
}

export type BuyoutPageTarget =
  | { kind: 'detail'; id: number; token: string }
  | { kind: 'selection'; selected: Partial<Record<(typeof SELECTOR_DATA_KEYS)[number], string>> };

/** What the segments after the buyout page's own path (`matchBuyoutPage`) point at. */
export function parseBuyoutSegments(market: Market, segments: readonly string[]): BuyoutPageTarget {
  const [first, id, token] = segments;
  if (first === DETAIL_SEGMENT[market] && id !== undefined && /^[1-9]\d*$/.test(id) && token !== undefined) {
    return { kind: 'detail', id: Number(id), token };
  }
  const selected: Partial<Record<(typeof SELECTOR_DATA_KEYS)[number], string>> = {};
  SELECTOR_DATA_KEYS.forEach((key, index) => {
    const slug = segments[index];
    if (slug) selected[key] = slug;
  });
  return { kind: 'selection', selected };
}
