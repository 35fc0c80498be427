import { useMutation, useQuery } from '@tanstack/react-query';
import { categoriesMove, categoriesTree } from '@shop/shared/contract/categories';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor } from '@shop/shared/query/route-query';

export function useTree() {
  return useQuery(queryFor(useApiClient(), categoriesTree, {}));
}

/** The tree shows a move at once; its caller merges the answer or rolls back. */
export function useMoveCategory() {
  return useMutation(mutationFor(useApiClient(), categoriesMove));
}
