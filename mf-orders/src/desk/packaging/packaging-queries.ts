import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import { orderDeskCount, orderDeskDetail, orderDeskList } from '@shop/shared/contract/order-desk';
import { packagingCount, packagingMeasure, packagingScan, packagingState, packagingUnscan, type PackagingState } from '@shop/shared/contract/order-packaging';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';

export function usePackaging(orderNumber: string, locale: Locale) {
  return useQuery(queryFor(useApiClient(), packagingState, { params: { order_number: orderNumber } }, locale));
}

/**
 * Each change answers the fresh packing state, put straight into the cache; the order's detail and the grid
 * are read again, because the last change moves the order to `packed` and adds timeline entries.
 */
function usePackagingMutation<R extends typeof packagingScan | typeof packagingCount | typeof packagingMeasure | typeof packagingUnscan>(route: R, orderNumber: string, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), route),
    onSuccess: async (result: { data: PackagingState }) => {
      queryClient.setQueryData(routeKey(packagingState, { params: { order_number: orderNumber } }, locale), result.data);
      await Promise.all([invalidateRoute(queryClient, orderDeskDetail), invalidateRoute(queryClient, orderDeskList), invalidateRoute(queryClient, orderDeskCount)]);
    },
  });
}

export function usePackagingChanges(orderNumber: string, locale: Locale) {
  return {
    scan: usePackagingMutation(packagingScan, orderNumber, locale),
    count: usePackagingMutation(packagingCount, orderNumber, locale),
    measure: usePackagingMutation(packagingMeasure, orderNumber, locale),
    unscan: usePackagingMutation(packagingUnscan, orderNumber, locale),
  };
}
