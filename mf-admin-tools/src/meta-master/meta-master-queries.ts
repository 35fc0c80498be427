import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  metaMasterAdd,
  metaMasterAddMasterProduct,
  metaMasterDelete,
  metaMasterExclude,
  metaMasterGet,
  metaMasterSwap,
  metaMasterUpdate,
} from '@shop/shared/contract/admin-meta-master';
import { adminMasterProductList, adminMetaMasterList } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export function useMetaMasterList(search: string) {
  return useQuery(queryFor(useApiClient(), adminMetaMasterList, { query: { search: search || undefined } }));
}

export function useMetaMaster(id: number | null) {
  return useQuery({ ...queryFor(useApiClient(), metaMasterGet, { params: { meta_master_id: id ?? 1 } }), enabled: id !== null });
}

/** AT-M7: every other meta-master, the "move to" choice. */
export function useOtherMetaMasters(id: number | null) {
  return useQuery({ ...queryFor(useApiClient(), metaMasterExclude, { params: { excluded_meta_master_id: id ?? 1 } }), enabled: id !== null });
}

/** AT-M1..M6. Any change refreshes the lists, the open group and the master grid (its group column). */
export function useMetaMasterWrites() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([metaMasterGet, metaMasterExclude, adminMetaMasterList, adminMasterProductList].map((route) => invalidateRoute(queryClient, route)));
  const write = { onSuccess: refresh, retry: false } as const;
  return {
    add: useMutation({ ...mutationFor(api, metaMasterAdd), ...write }),
    rename: useMutation({ ...mutationFor(api, metaMasterUpdate), ...write }),
    remove: useMutation({ ...mutationFor(api, metaMasterDelete), ...write }),
    addMasterProduct: useMutation({ ...mutationFor(api, metaMasterAddMasterProduct), ...write }),
    swap: useMutation({ ...mutationFor(api, metaMasterSwap), ...write }),
  };
}

const PICKER_SIZE = 10;

/** Master products whose name holds `search`, with the group each is in: the "add" picker's source. */
export function useMasterProductSearch(search: string, locale: Locale) {
  return useQuery({
    ...queryFor(useApiClient(), adminMasterProductList, { query: { search, page: 1, page_size: PICKER_SIZE, ordering: 'name' } }, locale),
    placeholderData: keepPreviousData,
    enabled: search !== '',
  });
}
