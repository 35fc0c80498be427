import * as v from 'valibot';

/** Quality grades of a bought-out device, best first (spec section 4). */
export const QUALITIES = ['A+', 'A', 'B', 'C', 'D'] as const;
export type Quality = (typeof QUALITIES)[number];
export const QualitySchema = v.picklist(QUALITIES);

/** Positive when `a` is better than `b`, negative when worse, 0 when equal: A+ > A > B > C > D. */
export function compareQuality(a: Quality, b: Quality): number {
  return QUALITIES.indexOf(b) - QUALITIES.indexOf(a);
}

/** The lowest grade of the list; null for an empty list, which has no grade at all. */
export function worstQuality(qualities: readonly Quality[]): Quality | null {
  return qualities.reduce<Quality | null>(
    (worst, quality) => (worst === null || compareQuality(quality, worst) < 0 ? quality : worst),
    null,
  );
}
