import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import {
  categoriesAdd,
  categoriesDelete,
  categoriesDetail,
  categoriesList,
  categoriesManufacturers,
  categoriesTree,
  categoriesTypeCategories,
  categoriesTypeDevices,
  categoriesUpdate,
} from '@shop/shared/contract/categories';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export function useCategoryDetail(id: number | null) {
  const api = useApiClient();
  return useQuery({ ...queryFor(api, categoriesDetail, { params: { id: id ?? 0 } }), enabled: id !== null });
}

export function useFormChoices(locale: Locale) {
  const api = useApiClient();
  return {
    manufacturers: useQuery(queryFor(api, categoriesManufacturers, {})),
    typeDevices: useQuery(queryFor(api, categoriesTypeDevices, {}, locale)),
    list: useQuery(queryFor(api, categoriesList, {})),
  };
}

/** After a save or delete the tree, the pickers and the grid's category choices are read again. */
function useInvalidateTree() {
  const queryClient = useQueryClient();
  return () => Promise.all([categoriesTree, categoriesList, categoriesTypeCategories, categoriesDetail].map((route) => invalidateRoute(queryClient, route)));
}

export function useSaveCategory() {
  const api = useApiClient();
  const invalidate = useInvalidateTree();
  return {
    add: useMutation({ ...mutationFor(api, categoriesAdd), onSuccess: invalidate }),
    update: useMutation({ ...mutationFor(api, categoriesUpdate), onSuccess: invalidate }),
  };
}

export function useDeleteCategory() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTree();
  return useMutation({
    ...mutationFor(api, categoriesDelete),
    onSuccess: (_answer, input) => {
      // Dropped, not marked stale: read again, the deleted category's detail would be a 404 in the console.
      queryClient.removeQueries({ queryKey: queryFor(api, categoriesDetail, { params: input.params }).queryKey });
      return invalidate();
    },
  });
}
