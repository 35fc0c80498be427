/** How many of the first results a relevant answer has of the expected kind. */
export const RELEVANT_TOP = 5;
export const RELEVANT_AT_LEAST = 4;

/**
 * A query counts when at least 4 of its first 5 results are of the expected kind (all of them
 * when fewer than 5 are found, and at least one is).
 */
export function isRelevant(kindsOfFirstResults: readonly string[], expectedKind: string): boolean {
  const first = kindsOfFirstResults.slice(0, RELEVANT_TOP);
  const needed = Math.min(RELEVANT_AT_LEAST, first.length);
  return first.length > 0 && first.filter((kind) => kind === expectedKind).length >= needed;
}
