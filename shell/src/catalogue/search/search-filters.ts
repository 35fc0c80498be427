import { EMPTY_LISTING_STATE, formatListingSearch, parseListingSearch, type ListingState } from '../listing/listing-address';

/**
 * The results page's filters: a category's (attributes aside, they differ per kind) and the kind of goods. Kept in
 * the address under the search call's own names (`?q=iphone&kind=1&condition=used`), like a category's filters.
 */
export interface SearchFilters extends Omit<ListingState, 'page' | 'ordering' | 'attribute'> {
  kind: number[];
}

export const NO_SEARCH_FILTERS: SearchFilters = { ...withoutListingOnly(EMPTY_LISTING_STATE), kind: [] };

function withoutListingOnly({ page: _page, ordering: _ordering, attribute: _attribute, ...filters }: ListingState) {
  return filters;
}

export function parseSearchFilters(search: string): SearchFilters {
  const kinds = new URLSearchParams(search).getAll('kind').filter((text) => /^[1-9]\d{0,8}$/.test(text)).map(Number);
  return { ...withoutListingOnly(parseListingSearch(search)), kind: [...new Set(kinds)].sort((a, b) => a - b) };
}

/** The filters' part of the address ('' when none), kinds first; one set of filters has one address. */
export function formatSearchFilters(filters: SearchFilters): string {
  const params = new URLSearchParams(formatListingSearch({ ...EMPTY_LISTING_STATE, ...filters }));
  const kinds = [...filters.kind].sort((a, b) => a - b).map((kind) => ['kind', String(kind)]);
  return new URLSearchParams([...kinds, ...params]).toString();
}

export const hasSearchFilters = (filters: SearchFilters) => formatSearchFilters(filters) !== '';

/** The filter panel works on a listing's state; the search keeps what it hands back, kinds aside. */
export const asListingState = (filters: SearchFilters): ListingState => ({ ...EMPTY_LISTING_STATE, ...filters });
export const fromListingState = (state: ListingState, kind: number[]): SearchFilters => ({ ...withoutListingOnly(state), kind });

/** The search call's filter fields; empty choices left out, so the cache key is the same as without them. */
export function searchFilterQuery(filters: SearchFilters) {
  return {
    kind: filters.kind.length > 0 ? filters.kind.map(String) : undefined,
    manufacturer: filters.manufacturer.length > 0 ? filters.manufacturer.map(String) : undefined,
    price_min: filters.price_min ?? undefined,
    price_max: filters.price_max ?? undefined,
    condition: filters.condition.length > 0 ? filters.condition : undefined,
    quality: filters.quality.length > 0 ? filters.quality : undefined,
    in_stock: filters.in_stock ? true : undefined,
  };
}
