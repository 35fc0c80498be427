import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminActiveUsers, adminSaveUser, adminUserList } from '@shop/shared/contract/admin-users';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export type UserQuery = NonNullable<RouteQuery<typeof adminUserList>>;

export function useUserGrid(query: UserQuery) {
  return useQuery({ ...queryFor(useApiClient(), adminUserList, { query }), placeholderData: keepPreviousData });
}

export function useSaveUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(api, adminSaveUser),
    onSuccess: () => Promise.all([invalidateRoute(queryClient, adminUserList), invalidateRoute(queryClient, adminActiveUsers)]),
    retry: false,
  });
}
