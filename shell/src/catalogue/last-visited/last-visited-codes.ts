import { LAST_VISITED_LIMIT } from '@shop/shared/contract/catalogue';

/** Spec C-R5: a visit puts the product first, drops its earlier copy, and keeps the 4 newest. */
export function withVisit(codes: readonly string[], code: string): string[] {
  return [code, ...codes.filter((item) => item !== code)].slice(0, LAST_VISITED_LIMIT);
}
