import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoriesDetail, categoriesMove, categoriesTree } from '@shop/shared/contract/categories';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export function useTree() {
  return useQuery(queryFor(useApiClient(), categoriesTree, {}));
}

/**
 * The tree shows a move at once; its caller merges the answer or rolls back. A move raises the node's version,
 * so a detail form loaded before it would save as stale (409): loaded details are fetched again.
 */
export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(useApiClient(), categoriesMove), onSuccess: () => invalidateRoute(queryClient, categoriesDetail) });
}
