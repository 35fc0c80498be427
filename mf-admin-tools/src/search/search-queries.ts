import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bonusTypesDevices } from '@shop/shared/contract/admin-bonuses';
import { searchSynonymCreate, searchSynonymDelete, searchSynonymList, searchSynonymUpdate, searchZeroResults } from '@shop/shared/contract/admin-search';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export function useSynonymGroups(locale: Locale) {
  return useQuery(queryFor(useApiClient(), searchSynonymList, {}, locale));
}

export function useZeroResultReport() {
  return useQuery(queryFor(useApiClient(), searchZeroResults, {}));
}

/** The kinds of goods a group can name: the type devices, as the bonus admin lists them. */
export function useKindChoices(locale: Locale) {
  return useQuery(queryFor(useApiClient(), bonusTypesDevices, {}, locale));
}

export function useSynonymWrites() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const write = { onSuccess: () => invalidateRoute(queryClient, searchSynonymList), retry: false } as const;
  return {
    create: useMutation({ ...mutationFor(api, searchSynonymCreate), ...write }),
    update: useMutation({ ...mutationFor(api, searchSynonymUpdate), ...write }),
    remove: useMutation({ ...mutationFor(api, searchSynonymDelete), ...write }),
  };
}
