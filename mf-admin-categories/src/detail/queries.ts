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
import { useLogChoiceFailure } from './log-choice-failure';

/**
 * Not kept once its form closes (`gcTime: 0`): a form opened again loads the category's current `version`. A kept
 * detail showed at once and was saved with the version it had before a move in between (409 "changed by someone
 * else") whenever the save beat its background refetch, or came before the move's answer marked it stale.
 */
export function useCategoryDetail(id: number | null) {
  const api = useApiClient();
  return useQuery({ ...queryFor(api, categoriesDetail, { params: { id: id ?? 0 } }), enabled: id !== null, gcTime: 0 });
}

export function useFormChoices(locale: Locale) {
  const api = useApiClient();
  const choices = {
    manufacturers: useQuery(queryFor(api, categoriesManufacturers, {})),
    typeDevices: useQuery(queryFor(api, categoriesTypeDevices, {}, locale)),
    list: useQuery(queryFor(api, categoriesList, {})),
  };
  useLogChoiceFailure('manufacturers', choices.manufacturers.error);
  useLogChoiceFailure('type devices', choices.typeDevices.error);
  useLogChoiceFailure('parent categories', choices.list.error);
  return choices;
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
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), categoriesDelete),
    // Details are only marked stale: the open form still observes the deleted category, and reading it
    // again would be a 404 before the form closes (its own onSuccess closes it right after this).
    onSuccess: () =>
      Promise.all([
        ...[categoriesTree, categoriesList, categoriesTypeCategories].map((route) => invalidateRoute(queryClient, route)),
        invalidateRoute(queryClient, categoriesDetail, { refetchType: 'none' }),
      ]),
  });
}
