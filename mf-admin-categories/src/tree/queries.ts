import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoriesDetail, categoriesMove, categoriesTree } from '@shop/shared/contract/categories';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

/**
 * A tree loaded in the last few seconds is not asked for again on mount: the shell starts this call when the
 * editor's route opens (shell/src/pages/tree-editor-preload.ts), and a second 10,000-node answer right after the
 * first would only cost time. Saves and moves still refetch at once (they invalidate it).
 */
export const TREE_FRESH_MS = 5_000;

export function useTree() {
  return useQuery({ ...queryFor(useApiClient(), categoriesTree, {}), staleTime: TREE_FRESH_MS });
}

/**
 * The tree shows a move at once; its caller merges the answer or rolls back. A move raises the node's version,
 * so a detail form loaded before it would save as stale (409): loaded details are fetched again.
 */
export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(useApiClient(), categoriesMove), onSuccess: () => invalidateRoute(queryClient, categoriesDetail) });
}
