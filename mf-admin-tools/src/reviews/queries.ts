import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewStaffApprove, reviewStaffDetail, reviewStaffList, reviewStaffUpdate } from '@shop/shared/contract/reviews';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export type ReviewGridQuery = NonNullable<RouteQuery<typeof reviewStaffList>>;

export function useReviewGrid(query: ReviewGridQuery) {
  return useQuery({ ...queryFor(useApiClient(), reviewStaffList, { query }), placeholderData: keepPreviousData });
}

export function useReviewDetail(id: number) {
  return useQuery(queryFor(useApiClient(), reviewStaffDetail, { params: { pk: id } }));
}

/** Edits and decisions change the grid and the detail: both are asked again. */
function useRefreshing<R extends typeof reviewStaffUpdate | typeof reviewStaffApprove>(route: R) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), route),
    onSuccess: async () => {
      await Promise.all([invalidateRoute(queryClient, reviewStaffList), invalidateRoute(queryClient, reviewStaffDetail)]);
    },
  });
}

export const useReviewUpdate = () => useRefreshing(reviewStaffUpdate);
export const useReviewDecision = () => useRefreshing(reviewStaffApprove);
