import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDiscountBulk,
  adminDiscountCreate,
  adminDiscountDelete,
  adminDiscountExport,
  adminDiscountGenerate,
  adminDiscountImport,
  adminDiscountList,
  adminDiscountUpdate,
} from '@shop/shared/contract/admin-discounts';
import type { Locale } from '@shop/shared/contract/common';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export type DiscountQuery = NonNullable<RouteQuery<typeof adminDiscountList>>;
export type ExportQuery = NonNullable<RouteQuery<typeof adminDiscountExport>>;

export function useDiscountGrid(query: DiscountQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), adminDiscountList, { query }, locale), placeholderData: keepPreviousData });
}

/** Every write refreshes the grid; none is retried by itself (a retried create could make a second code). */
export function useDiscountWrites() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => invalidateRoute(queryClient, adminDiscountList);
  const write = { onSuccess: refresh, retry: false } as const;
  return {
    create: useMutation({ ...mutationFor(api, adminDiscountCreate), ...write }),
    update: useMutation({ ...mutationFor(api, adminDiscountUpdate), ...write }),
    remove: useMutation({ ...mutationFor(api, adminDiscountDelete), ...write }),
    generate: useMutation({ ...mutationFor(api, adminDiscountGenerate), ...write }),
    importCsv: useMutation({ ...mutationFor(api, adminDiscountImport), ...write }),
    bulk: useMutation({ ...mutationFor(api, adminDiscountBulk), ...write }),
    // A read, but asked on a click and saved as a file: nothing to keep in the cache.
    exportCsv: useMutation({ mutationFn: (query: ExportQuery) => api.call(adminDiscountExport, { query }), retry: false }),
  };
}
