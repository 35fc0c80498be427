import { SEARCH_ORDERINGS, type SearchOrdering } from '@shop/shared/contract/catalogue';
import type { SearchState } from './search-address';

/** Reads the results page's address; nonsense reads as the defaults (best match, page 1). */
export function parseSearchSearch(search: string): SearchState {
  const params = new URLSearchParams(search);
  const ordering = params.get('ordering') ?? '';
  const page = Number(params.get('page'));
  return {
    term: (params.get('q') ?? '').trim(),
    ordering: (SEARCH_ORDERINGS as readonly string[]).includes(ordering) ? (ordering as SearchOrdering) : 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
