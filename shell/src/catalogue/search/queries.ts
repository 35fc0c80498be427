import { queryOptions } from '@tanstack/react-query';
import { catalogueSearch, catalogueSearchSuggest } from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import type { ApiClient } from '@shop/shared/http/api-client';
import { queryFor } from '@shop/shared/query/route-query';
import type { SearchState } from './search-address';
import { searchFilterQuery, type SearchFilters } from './search-filters';

/** What the header suggests for a term (at least 2 characters; the caller checks). */
export const searchSuggestQuery = (api: ApiClient, term: string) => queryFor(api, catalogueSearchSuggest, { query: { term } });

/**
 * The results page (kind names are translated, so the language is in the key). Another page, ordering or filter of the
 * same term keeps the shown results while it loads; a new term never shows the old term's results. Leaving a term
 * aborts its request, as the query function hands its signal to fetch (TanStack Query cancels an unobserved query).
 */
export const searchResultsQuery = (api: ApiClient, state: SearchState, filters: SearchFilters, locale: Locale) =>
  queryOptions({
    ...queryFor(api, catalogueSearch, { query: { term: state.term, page: state.page, ordering: state.ordering, ...searchFilterQuery(filters) } }, locale),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1].query.term === state.term ? previous : undefined),
  });
