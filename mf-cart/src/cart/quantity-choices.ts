/** Most pieces the quantity list offers at once; more than this of one phone is a business order. */
export const QUANTITY_LIST_MAX = 10;

/** 1..the pieces available (at most 10), always including the line's current quantity. */
export function quantityChoices(current: number, available: number): number[] {
  const top = Math.max(current, Math.min(available, QUANTITY_LIST_MAX), 1);
  return Array.from({ length: top }, (_, index) => index + 1);
}
