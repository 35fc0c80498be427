import type { SearchOrdering } from '@shop/shared/contract/catalogue';

// Type imports only: the header search on every page builds results addresses with this
// module, and a value import of the catalogue contract would put it into the home page's JS.

/** The results page's address: `?q=<term>&ordering=...&page=2` after the market's search slug. */
export interface SearchState {
  term: string;
  ordering: SearchOrdering;
  page: number;
}

/** `filters` is the filters' own part of the address (search-filters.ts), which the header never has. */
export function formatSearchSearch(state: SearchState, filters = ''): string {
  const params = new URLSearchParams({ q: state.term });
  for (const [name, value] of new URLSearchParams(filters)) params.append(name, value);
  if (state.ordering !== 'relevance') params.set('ordering', state.ordering);
  if (state.page > 1) params.set('page', String(state.page));
  return `?${params}`;
}
