import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogueSearch, catalogueSearchSuggest, type SearchOrdering } from '@shop/shared/contract/catalogue';
import type { ApiClient } from '@shop/shared/http/api-client';

/** What the header suggests for a term (at least 2 characters; the caller checks). */
export const searchSuggestQuery = (api: ApiClient, term: string) =>
  queryOptions({
    queryKey: [catalogueSearchSuggest.name, { term }] as const,
    queryFn: ({ signal }) => api.call(catalogueSearchSuggest, { query: { term }, signal }),
  });

/** The results page; the previous page stays on screen while the next loads. */
export const searchResultsQuery = (api: ApiClient, input: { term: string; page: number; ordering: SearchOrdering }) =>
  queryOptions({
    queryKey: [catalogueSearch.name, input] as const,
    queryFn: ({ signal }) => api.call(catalogueSearch, { query: input, signal }),
    placeholderData: keepPreviousData,
  });
