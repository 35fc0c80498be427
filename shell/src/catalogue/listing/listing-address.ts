import { CONDITIONS, DEFAULT_LISTING_ORDERING, LISTING_ORDERINGS, ATTRIBUTE_FILTER_PATTERN, type Condition, type ListingOrdering } from '@shop/shared/contract/catalogue';
import { QUALITIES, type Quality } from '@shop/shared/buyout/quality';

/**
 * Everything a listing shows besides its category, kept in the address so a filtered page can
 * be shared and Back / Forward restore it. The search params use the listing call's own names
 * (`?manufacturer=3&price_max=20000&ordering=price&page=2`), so the address maps 1:1 to the call.
 */
export interface ListingState {
  page: number;
  ordering: ListingOrdering;
  manufacturer: number[];
  price_min: number | null;
  price_max: number | null;
  condition: Condition[];
  quality: Quality[];
  in_stock: boolean;
  /** `<attribute code>:<value>` */
  attribute: string[];
}

export const EMPTY_LISTING_STATE: ListingState = {
  page: 1,
  ordering: DEFAULT_LISTING_ORDERING,
  manufacturer: [],
  price_min: null,
  price_max: null,
  condition: [],
  quality: [],
  in_stock: false,
  attribute: [],
};

const wholeNumber = (text: string | null): number | null => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null);
const unique = <T>(values: T[]): T[] => [...new Set(values)];
const oneOf = <T extends string>(allowed: readonly T[]) => (value: string): value is T => (allowed as readonly string[]).includes(value);

/**
 * Reads a listing's state from its search string. A hand-edited or cut link never breaks the
 * page: values that make no sense are dropped, as if they were not there.
 */
export function parseListingSearch(search: string): ListingState {
  const params = new URLSearchParams(search);
  const page = wholeNumber(params.get('page'));
  const ordering = params.get('ordering');
  return {
    page: page !== null && page >= 1 ? page : 1,
    ordering: ordering !== null && oneOf(LISTING_ORDERINGS)(ordering) ? ordering : DEFAULT_LISTING_ORDERING,
    manufacturer: unique(params.getAll('manufacturer').map(wholeNumber).filter((id): id is number => id !== null && id > 0)),
    price_min: wholeNumber(params.get('price_min')),
    price_max: wholeNumber(params.get('price_max')),
    condition: unique(params.getAll('condition').filter(oneOf(CONDITIONS))),
    quality: unique(params.getAll('quality').filter(oneOf(QUALITIES))),
    in_stock: params.get('in_stock') === '1',
    attribute: unique(params.getAll('attribute').filter((value) => ATTRIBUTE_FILTER_PATTERN.test(value))),
  };
}

/**
 * The search string of a state (with its `?`, or '' for the plain category). Defaults are left
 * out and lists sorted, so one state has one address (one cache entry, one canonical link).
 */
export function formatListingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  for (const id of [...state.manufacturer].sort((a, b) => a - b)) params.append('manufacturer', String(id));
  if (state.price_min !== null) params.set('price_min', String(state.price_min));
  if (state.price_max !== null) params.set('price_max', String(state.price_max));
  for (const value of CONDITIONS.filter((condition) => state.condition.includes(condition))) params.append('condition', value);
  for (const value of QUALITIES.filter((quality) => state.quality.includes(quality))) params.append('quality', value);
  if (state.in_stock) params.set('in_stock', '1');
  for (const value of [...state.attribute].sort()) params.append('attribute', value);
  if (state.ordering !== DEFAULT_LISTING_ORDERING) params.set('ordering', state.ordering);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A filter change: back to page 1, since the old page number means nothing in the new result. */
export function withFilters(state: ListingState, change: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...change, page: 1 };
}

/** Adds `value` to a multi-choice filter, or takes it out when it is there. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
