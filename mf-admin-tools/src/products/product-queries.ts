import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminManufacturers,
  adminMasterProductDetail,
  adminMasterProductList,
  adminMasterProductUpdate,
  adminProductAttributes,
  adminProductDetail,
  adminProductImages,
  adminProductList,
  adminProductSeo,
  adminProductStock,
  type AdminProductDetail,
} from '@shop/shared/contract/admin-products';
import { attributeTypeDevices } from '@shop/shared/contract/admin-attributes';
import type { Locale } from '@shop/shared/contract/common';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';

export type ProductQuery = NonNullable<RouteQuery<typeof adminProductList>>;

export function useProductGrid(query: ProductQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), adminProductList, { query }, locale), placeholderData: keepPreviousData });
}

export function useProductDetail(id: number, locale: Locale) {
  return useQuery(queryFor(useApiClient(), adminProductDetail, { params: { id } }, locale));
}

/** The manufacturer and type device selects of the grid's filters and the master form. */
export function useProductLookups(locale: Locale) {
  const api = useApiClient();
  return {
    manufacturers: useQuery(queryFor(api, adminManufacturers, {})),
    typeDevices: useQuery(queryFor(api, attributeTypeDevices, {}, locale)),
  };
}

/**
 * The five areas' saves. Each answers the whole product with its new `version`, which replaces the
 * cached detail at once (the next save of another tab must carry it) and refreshes the grid.
 */
export function useProductWrites(id: number, locale: Locale) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const write = {
    onSuccess: ({ data }: { data: AdminProductDetail }) => {
      queryClient.setQueryData(routeKey(adminProductDetail, { params: { id } }, locale), data);
      void invalidateRoute(queryClient, adminProductList);
    },
    retry: false,
  } as const;
  return {
    images: useMutation({ ...mutationFor(api, adminProductImages), ...write }),
    attributes: useMutation({ ...mutationFor(api, adminProductAttributes), ...write }),
    stock: useMutation({ ...mutationFor(api, adminProductStock), ...write }),
    seo: useMutation({ ...mutationFor(api, adminProductSeo), ...write }),
  };
}

export type MasterQuery = NonNullable<RouteQuery<typeof adminMasterProductList>>;

export function useMasterGrid(query: MasterQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), adminMasterProductList, { query }, locale), placeholderData: keepPreviousData });
}

export function useMasterDetail(id: number, locale: Locale) {
  return useQuery(queryFor(useApiClient(), adminMasterProductDetail, { params: { id } }, locale));
}

export function useMasterUpdate(id: number, locale: Locale) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(api, adminMasterProductUpdate),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(routeKey(adminMasterProductDetail, { params: { id } }, locale), data);
      void invalidateRoute(queryClient, adminMasterProductList);
      void invalidateRoute(queryClient, adminProductList);
      void invalidateRoute(queryClient, adminProductDetail);
    },
    retry: false,
  });
}
