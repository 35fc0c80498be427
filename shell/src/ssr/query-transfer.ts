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

/** How long the server's answers count as fresh in the browser: its first render must not ask for them again. */
export const SERVER_ANSWER_FRESH_MS = 60_000;

/**
 * Fills the browser's cache with the server's answers, failed ones as `ApiError`s again. These keys keep the server's
 * settings: fresh for a minute after the server got them (no second fetch on mount), and a failure is shown as on the
 * server, not retried on mount behind a spinner (the page's retry button asks again).
 */
export function hydrateFromPage(queryClient: QueryClient, transferred: TransferredQueries): void {
  const queries = transferred.queries.map((query) => {
    const entry = query as { queryKey: readonly unknown[]; state?: { error?: unknown } };
    queryClient.setQueryDefaults(entry.queryKey, { staleTime: SERVER_ANSWER_FRESH_MS, retryOnMount: false });
    const error = v.safeParse(TransferredErrorSchema, entry.state?.error);
    if (!error.success) return query;
    return { ...entry, state: { ...entry.state, error: new ApiError(error.output) } };
  });
  hydrate(queryClient, { mutations: [], queries } as unknown as DehydratedState);
}
