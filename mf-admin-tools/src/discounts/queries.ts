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
import type { RouteQuery, RouteResponse } from '@shop/shared/contract/route';
import { categoriesList } from '@shop/shared/contract/categories';
import { adminProductList } from '@shop/shared/contract/admin-products';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

/** The category tree as pick-list rows, labelled with their path ("Telefony › Apple") so equal names tell apart. */
export function useCategoryChoices(enabled: boolean) {
  return useQuery({
    ...queryFor(useApiClient(), categoriesList, {}),
    enabled,
    select: (rows: RouteResponse<typeof categoriesList>) => {
      const byId = new Map(rows.map((row) => [row.id, row]));
      const pathOf = (id: number | null, seen = new Set<number>()): string[] => {
        const row = id === null ? undefined : byId.get(id);
        if (!row || seen.has(row.id)) return [];
        seen.add(row.id);
        return [...pathOf(row.parent, seen), row.name];
      };
      return rows.map((row) => ({ id: row.id, label: pathOf(row.id).join(' › ') })).sort((a, b) => a.label.localeCompare(b.label));
    },
  });
}

/** The product admin's own search (code or name), ten at a time, asked once two characters are typed. */
export function useProductSearch(search: string) {
  const query = { page: 1, page_size: 10, search };
  return useQuery({ ...queryFor(useApiClient(), adminProductList, { query }), enabled: search.length >= 2, placeholderData: keepPreviousData });
}

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
