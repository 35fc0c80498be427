import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError, isApiError } from '@shop/shared/http/api-error';
import { TransferredErrorSchema, type TransferredError } from '@shop/shared/contract/ssr-boot';

type TransferredQueries = { queries: unknown[]; mutations: unknown[] };

/**
 * The server's query cache for the page, failed queries included: a 404 product renders its "not found" text on the
 * server, and the browser must hydrate the same text, not a spinner while it asks again. An error travels as its
 * route, status and detail.
 */
export function dehydrateForPage(queryClient: QueryClient): TransferredQueries {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return {
    mutations: [],
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (error === null || error === undefined) return query;
      const transferred: TransferredError | null = isApiError(error) ? { route: error.route, status: error.status, detail: error.detail } : null;
      return { ...query, state: { ...query.state, error: transferred } };
    }),
  };
}

/**
 * What the server's answers are rendered with, on both sides: no fetch on mount (the HTML may come from the cache a few
 * minutes later, and a fetch on mount would show the pages' "loading" indicators the server did not render), and a
 * failure shown as it is, not retried on mount behind a spinner (the page's retry button asks again). Later mounts and
 * invalidations fetch as usual.
 */
export const SERVER_ANSWER_DEFAULTS = { refetchOnMount: false, retryOnMount: false } as const;

/** Fills the browser's cache with the server's answers, failed ones as `ApiError`s again, with the server's defaults. */
export function hydrateFromPage(queryClient: QueryClient, transferred: TransferredQueries): void {
  const queries = transferred.queries.map((query) => {
    const entry = query as { queryKey: readonly unknown[]; state?: { error?: unknown } };
    queryClient.setQueryDefaults(entry.queryKey, SERVER_ANSWER_DEFAULTS);
    const error = v.safeParse(TransferredErrorSchema, entry.state?.error);
    if (!error.success) return query;
    return { ...entry, state: { ...entry.state, error: new ApiError(error.output) } };
  });
  hydrate(queryClient, { mutations: [], queries } as unknown as DehydratedState);
}
