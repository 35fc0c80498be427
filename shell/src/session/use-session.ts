import { useQuery } from '@tanstack/react-query';
import { authMe } from '@shop/shared/contract/auth';
import { useApiClient } from '@shop/shared/http/api-provider';
import { routeKey, queryFor } from '@shop/shared/query/route-query';

/** Where the session lives in the cache; login and logout write their answer there. */
export const sessionQueryKey = routeKey(authMe, {});

/** Who is logged in (null user for a guest), shared by the header and the admin pages. */
export function useSession() {
  const api = useApiClient();
  return useQuery(queryFor(api, authMe, {}));
}
