import { queryOptions } from '@tanstack/react-query';
import { catalogueSearch, catalogueSearchSuggest, type SearchOrdering } from '@shop/shared/contract/catalogue';
import type { ApiClient } from '@shop/shared/http/api-client';

/** What the header suggests for a term (at least 2 characters; the caller checks). */
export const searchSuggestQuery = (api: ApiClient, term: string) =>
  queryOptions({
    queryKey: [catalogueSearchSuggest.name, { term }] as const,
    queryFn: ({ signal }) => api.call(catalogueSearchSuggest, { query: { term }, signal }),
  });

/**
 * The results page. Another page or ordering of the same term keeps the shown results while it
 * loads; a new term never shows the old term's results. Leaving a term aborts its request, as
 * the query function hands its signal to fetch (TanStack Query cancels an unobserved query).
 */
export const searchResultsQuery = (api: ApiClient, input: { term: string; page: number; ordering: SearchOrdering }) =>
  queryOptions({
    queryKey: [catalogueSearch.name, input] as const,
    queryFn: ({ signal }) => api.call(catalogueSearch, { query: input, signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1].term === input.term ? previous : undefined),
  });
