import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueFavouriteAdd, catalogueFavouriteRemove, catalogueFavourites, catalogueFavouritesMerge } from '@shop/shared/contract/catalogue';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';

/** A logged-in customer's favourites with their tiles. */
export const favouritesQuery = (api: ApiClient) => queryFor(api, catalogueFavourites, {});

function useRefreshFavourites() {
  const queryClient = useQueryClient();
  return ({ codes }: { codes: string[] }) => {
    // Show the new marks at once; the tiles of newly added codes follow with the refetch.
    queryClient.setQueryData(routeKey(catalogueFavourites, {}), (old: { codes: string[]; results: { code: string }[] } | undefined) =>
      old ? { ...old, codes, results: old.results.filter((tile) => codes.includes(tile.code)) } : old,
    );
    return invalidateRoute(queryClient, catalogueFavourites);
  };
}

/** Marks or unmarks one product on the account. */
export function useToggleAccountFavourite() {
  const api = useApiClient();
  const refresh = useRefreshFavourites();
  const add = mutationFor(api, catalogueFavouriteAdd);
  const remove = mutationFor(api, catalogueFavouriteRemove);
  return useMutation({
    mutationFn: ({ code, favourite }: { code: string; favourite: boolean }) =>
      favourite ? add.mutationFn({ body: { code } }) : remove.mutationFn({ params: { code } }),
    onSuccess: ({ data }) => refresh(data),
  });
}

/** At login: the browser's favourites join the account's. */
export function useMergeFavourites() {
  const api = useApiClient();
  const refresh = useRefreshFavourites();
  const merge = mutationFor(api, catalogueFavouritesMerge);
  return useMutation({
    mutationFn: (codes: readonly string[]) => merge.mutationFn({ body: { codes: [...codes] } }),
    onSuccess: ({ data }) => refresh(data),
  });
}
