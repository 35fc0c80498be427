import { SEARCH_ORDERINGS, type SearchOrdering } from '@shop/shared/contract/catalogue';

/** The results page's address: `?q=<term>&ordering=...&page=2` after the market's search slug. */
export interface SearchState {
  term: string;
  ordering: SearchOrdering;
  page: number;
}

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

export function formatSearchSearch(state: SearchState): string {
  const params = new URLSearchParams({ q: state.term });
  if (state.ordering !== 'relevance') params.set('ordering', state.ordering);
  if (state.page > 1) params.set('page', String(state.page));
  return `?${params}`;
}
