import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '../contract/common';
import type { AnyRoute, RouteInput, RouteResponse } from '../contract/route';
import type { ApiClient, ApiResult, CallArgs } from '../http/api-client';

/**
 * The one cache key of a call: `[route.name, input]`, plus the locale when the answer carries
 * translated text. Starting with the route name lets a mutation invalidate every input of a
 * route at once, and lets every widget on the page share one cache without clashes.
 */
export function routeKey<R extends AnyRoute>(route: R, input: RouteInput<R>, locale?: Locale) {
  return locale === undefined ? ([route.name, input] as const) : ([route.name, input, locale] as const);
}

/**
 * Query options for a GET contract route: key from `routeKey`, the abort signal passed on, the
 * answer checked against the route's schema by the API client. Retries are not set here: they
 * come only from the query client's defaults (`query-client.ts`).
 */
export function queryFor<R extends AnyRoute>(api: ApiClient, route: R, input: RouteInput<R>, locale?: Locale) {
  return queryOptions({
    queryKey: routeKey(route, input, locale),
    queryFn: ({ signal }) => api.call(route, ...([{ ...input, signal }] as unknown as CallArgs<R>)) as Promise<RouteResponse<R>>,
  });
}

/**
 * `placeholderData` for a translated answer: while the same call is asked again in another
 * language, the answer in the previous one stays on screen; for any other input nothing does,
 * so a previous device's or step's answer never shows under the new one.
 */
export function keepAcrossLanguage(queryKey: readonly unknown[]) {
  const call = hashKey(queryKey.slice(0, 2));
  return <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery !== undefined && hashKey(previousQuery.queryKey.slice(0, 2)) === call ? previous : undefined;
}

/**
 * Mutation options for an unsafe contract route: keyed by the route's name, typed by its input,
 * answering with data, status and `Location` (where a created order or sale lives).
 */
export function mutationFor<R extends AnyRoute>(api: ApiClient, route: R) {
  return {
    mutationKey: [route.name] as const,
    mutationFn: (input: RouteInput<R>): Promise<ApiResult<RouteResponse<R>>> =>
      api.callWithMeta(route, ...([input] as unknown as CallArgs<R>)),
  };
}

/**
 * The key of a call whose answer depends on who is signed in although the request does not say so (the session
 * cookie does): `routeKey` plus `{ user }`, so a login or logout asks again while `invalidateRoute` still reaches it.
 */
export function userRouteKey<R extends AnyRoute>(route: R, input: RouteInput<R>, userId: number | null) {
  return [route.name, input, { user: userId }] as const;
}

/** `queryFor` keyed by `userRouteKey`: for answers that differ per signed-in user. */
export function userQueryFor<R extends AnyRoute>(api: ApiClient, route: R, input: RouteInput<R>, userId: number | null) {
  return queryOptions({
    queryKey: userRouteKey(route, input, userId),
    queryFn: ({ signal }) => api.call(route, ...([{ ...input, signal }] as unknown as CallArgs<R>)) as Promise<RouteResponse<R>>,
  });
}

/**
 * The key of something asked of the browser, not the server (which wallets it can pay with). Prefixed `browser.`
 * so it can never meet a route name in the one shared cache.
 */
export function browserKey(name: string, ...parts: readonly unknown[]) {
  return [`browser.${name}`, ...parts] as const;
}

/**
 * Marks every cached answer of `route` stale, whatever its input or language. `refetchType: 'none'` only marks
 * them, for an answer still observed that must not be read again now (a just-deleted category's detail).
 * Takes anything with the route's `name`, so a bundle can invalidate a route without importing its contract.
 */
export function invalidateRoute(
  queryClient: QueryClient,
  route: Pick<AnyRoute, 'name'>,
  options: { refetchType?: 'active' | 'inactive' | 'all' | 'none' } = {},
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [route.name], ...options });
}
