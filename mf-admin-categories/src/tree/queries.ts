import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoriesDetail, categoriesMove, categoriesTree, type CategoryNode } from '@shop/shared/contract/categories';
import type { RouteResponse } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';
import { applyMove, type MoveIntent } from '@shop/shared/ui/tree/move-intent';

/**
 * A tree loaded in the last few seconds is not asked for again on mount: the shell starts this call when the
 * editor's route opens (shell/src/pages/tree-editor-preload.ts), and a second 10,000-node answer right after the
 * first would only cost time. Saves refetch at once (they invalidate it); a move merges its answer instead.
 */
export const TREE_FRESH_MS = 5_000;

type Tree = RouteResponse<typeof categoriesTree>;

/** The one key of the tree in the page's cache: the shell's early start fills the same one. */
export const treeKey = routeKey(categoriesTree, {});

export function useTree() {
  return useQuery({ ...queryFor(useApiClient(), categoriesTree, {}), staleTime: TREE_FRESH_MS });
}

/** The server's nodes after a move (renumbered siblings, new addresses) replace the optimistic ones. */
export function mergeNodes(tree: Tree, changed: readonly CategoryNode[]): Tree {
  const byId = new Map(changed.map((node) => [node.id, node]));
  return { ...tree, nodes: tree.nodes.map((node) => byId.get(node.id) ?? node) };
}

/**
 * A move, as Medusa admin's organize form does it: the cached tree is moved at once (`setQueryData`), the tree as it
 * was is kept and put back when the server refuses, then asked again (someone else may have changed it). A move that
 * went through merges the changed nodes it answers instead of asking for 10,000 again. A move raises the node's
 * version, so a detail form loaded before it would save as stale (409): loaded details are fetched again.
 */
export function useMoveCategory() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, mutationKey } = mutationFor(api, categoriesMove);
  return useMutation({
    mutationKey,
    mutationFn: ({ id, target, position }: MoveIntent) => mutationFn({ params: { id }, body: { target, position } }),
    onMutate: async (intent) => {
      await queryClient.cancelQueries({ queryKey: treeKey });
      const before = queryClient.getQueryData<Tree>(treeKey);
      if (before) queryClient.setQueryData<Tree>(treeKey, { ...before, nodes: applyMove(before.nodes, intent) });
      return { before };
    },
    onError: (_error, _intent, context) => {
      if (context?.before) queryClient.setQueryData(treeKey, context.before);
      void invalidateRoute(queryClient, categoriesTree);
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Tree>(treeKey, (tree) => (tree ? mergeNodes(tree, data.nodes) : tree));
      return invalidateRoute(queryClient, categoriesDetail);
    },
  });
}
