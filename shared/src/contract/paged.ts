import * as v from 'valibot';

/**
 * The spec's paged list shape (section 7: "a paged grid with page, page_size, ordering, filters"),
 * used by every list call: the catalogue listing, staff grids, order lists. Search params arrive
 * as strings, so numbers accept their decimal text too.
 */
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

const pageNumber = (max: number) =>
  v.pipe(
    v.union([v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'not_positive_number')), v.number()]),
    v.transform(Number),
    v.integer('not_positive_number'),
    v.minValue(1, 'not_positive_number'),
    v.maxValue(max, 'max_value'),
  );

/**
 * `page` and `page_size` plus `ordering` (one of `orderings`, `-` prefix allowed when listed so),
 * merged with the list's own filter fields.
 */
export function pagedQuerySchema<const TOrdering extends readonly [string, ...string[]], TFilters extends v.ObjectEntries>(
  orderings: TOrdering,
  filters: TFilters,
) {
  return v.object({
    page: v.optional(pageNumber(1_000_000), 1),
    page_size: v.optional(pageNumber(PAGE_SIZE_MAX), PAGE_SIZE_DEFAULT),
    ordering: v.optional(v.picklist(orderings, 'must_be_literal')),
    ...filters,
  });
}

/** `{ count, results }`: `count` is the number of matching rows over all pages. */
export function pagedResponseSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)), results: v.array(item) });
}

export type Paged<T> = { count: number; results: T[] };

/** Row offset of a page, for SQL `OFFSET`. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
