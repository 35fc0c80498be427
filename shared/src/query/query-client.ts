import { QueryClient } from '@tanstack/react-query';
import { isApiError, isClientError } from '../http/api-error';

/** Spec section 9: failed queries are retried up to 3 times. */
export const QUERY_RETRY_LIMIT = 3;
/** Spec section 9: the first retry waits 1 s, each next one twice as long... */
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
/** ...but never more than 30 s. */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/** Spec section 9: unused query data is dropped after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** TanStack passes 0 before the first retry, 1 before the second, and so on. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

/**
 * A 4xx will be a 4xx again, and a response that breaks the contract (status 0) will break
 * it again; only network failures and 5xx are worth repeating.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isClientError(error) || (isApiError(error) && error.status === 0)) return false;
  return failureCount < QUERY_RETRY_LIMIT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        gcTime: QUERY_GC_TIME_MS,
      },
    },
  });
}
