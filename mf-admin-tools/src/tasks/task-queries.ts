import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminActiveUsers } from '@shop/shared/contract/admin-users';
import { taskAddComment, taskCreate, taskDetail, taskList, taskUpdate } from '@shop/shared/contract/admin-tasks';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export type TaskQuery = NonNullable<RouteQuery<typeof taskList>>;

export function useTaskGrid(query: TaskQuery) {
  return useQuery({ ...queryFor(useApiClient(), taskList, { query }), placeholderData: keepPreviousData });
}

/** The assignee picker's source (AT-A4c). */
export function useActiveUsers() {
  return useQuery(queryFor(useApiClient(), adminActiveUsers, {}));
}

export function useTaskWrites() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const write = { onSuccess: () => Promise.all([invalidateRoute(queryClient, taskList), invalidateRoute(queryClient, taskDetail)]), retry: false } as const;
  return {
    create: useMutation({ ...mutationFor(api, taskCreate), ...write }),
    update: useMutation({ ...mutationFor(api, taskUpdate), ...write }),
    comment: useMutation({ ...mutationFor(api, taskAddComment), ...write }),
  };
}
