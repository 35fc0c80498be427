import { LAST_VISITED_LIMIT } from '@shop/shared/contract/catalogue';

/** Spec C-R5: a visit puts the product first, drops its earlier copy, and keeps the 4 newest. */
export function withVisit(codes: readonly string[], code: string): string[] {
  return [code, ...codes.filter((item) => item !== code)].slice(0, LAST_VISITED_LIMIT);
}

/** The strip on a product page shows the other products, not the one being looked at. */
export function othersThan(codes: readonly string[], current: string): string[] {
  return codes.filter((code) => code !== current);
}
