import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import {
  categoriesAddProductCategories,
  categoriesManufacturers,
  categoriesProductGrid,
  categoriesProductGridIds,
  categoriesProductTypes,
  categoriesRemoveProductCategories,
  categoriesTree,
  categoriesTypeCategories,
} from '@shop/shared/contract/categories';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export type GridQuery = NonNullable<RouteQuery<typeof categoriesProductGrid>>;

export function useProductGrid(query: GridQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), categoriesProductGrid, { query }, locale), placeholderData: keepPreviousData });
}

export function useGridChoices(locale: Locale) {
  const api = useApiClient();
  return {
    categories: useQuery(queryFor(api, categoriesTypeCategories, {})),
    manufacturers: useQuery(queryFor(api, categoriesManufacturers, {})),
    types: useQuery(queryFor(api, categoriesProductTypes, {}, locale)),
  };
}

/** Every id matching the filter, asked only when staff choose "select all matching". */
export function useMatchingIds() {
  const api = useApiClient();
  return (query: GridQuery) => {
    const { category, manufacturer, type_device, search } = query;
    return api.call(categoriesProductGridIds, { query: { category, manufacturer, type_device, search } });
  };
}

export function useAssignment() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([categoriesProductGrid, categoriesTree].map((route) => invalidateRoute(queryClient, route)));
  return {
    add: useMutation({ ...mutationFor(api, categoriesAddProductCategories), onSuccess: refresh }),
    remove: useMutation({ ...mutationFor(api, categoriesRemoveProductCategories), onSuccess: refresh }),
  };
}
