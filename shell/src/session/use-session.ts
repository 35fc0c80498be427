import { useQuery, type QueryClient } from '@tanstack/react-query';
import { authMe } from '@shop/shared/contract/auth';
import type { RouteResponse } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { routeKey, queryFor } from '@shop/shared/query/route-query';

/** Where the session lives in the cache; login and logout write their answer there. */
export const sessionQueryKey = routeKey(authMe, {});

/** How long the session a page arrived with counts as fresh: the server wrote it into that very response. */
const PAGE_SESSION_FRESH_MS = 30_000;

/**
 * Puts the session that came with the page (page boot data) in the cache, fresh: without this the header asked
 * `auth/me` again while the page started, on the main thread's busiest moment. A session the shell fetched or a
 * login wrote stays stale at once, so a part that mounts later still refreshes it (a logout in another tab shows).
 */
export function seedSessionFromPage(queryClient: QueryClient, me: RouteResponse<typeof authMe>): void {
  queryClient.setQueryData(sessionQueryKey, me);
  const seededAt = queryClient.getQueryState(sessionQueryKey)?.dataUpdatedAt;
  queryClient.setQueryDefaults(sessionQueryKey, {
    staleTime: (query) => (query.state.dataUpdatedAt === seededAt ? PAGE_SESSION_FRESH_MS : 0),
  });
}

/** Who is logged in (null user for a guest), shared by the header and the admin pages. */
export function useSession() {
  const api = useApiClient();
  return useQuery(queryFor(api, authMe, {}));
}
