import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueLastVisited, catalogueLastVisitedReplace } from '@shop/shared/contract/catalogue';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor } from '@shop/shared/query/route-query';

/** A logged-in customer's last-visited products with their tiles. */
export const lastVisitedQuery = (api: ApiClient) => queryFor(api, catalogueLastVisited, {});

/** Stores the list on the account; the answer (codes and tiles) replaces the cached one. */
export function useReplaceLastVisited() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const replace = mutationFor(api, catalogueLastVisitedReplace);
  return useMutation({
    mutationFn: (codes: readonly string[]) => replace.mutationFn({ body: { codes: [...codes] } }),
    onSuccess: ({ data }) => queryClient.setQueryData(lastVisitedQuery(api).queryKey, data),
  });
}
