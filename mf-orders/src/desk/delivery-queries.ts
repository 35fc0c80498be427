import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import { orderEFacturaSubmissions } from '@shop/shared/contract/market-law';
import { deliveryDeskHandOver, deliveryDeskList } from '@shop/shared/contract/order-deliveries';
import { orderDeskCount, orderDeskDetail, orderDeskList } from '@shop/shared/contract/order-desk';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export type DeliveryGridQuery = NonNullable<RouteQuery<typeof deliveryDeskList>>;

export function useDeliveryGrid(query: DeliveryGridQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), deliveryDeskList, { query }, locale), placeholderData: keepPreviousData });
}

/** The hand-over moves the package and maybe the order: both grids and the order's detail are read again. */
export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), deliveryDeskHandOver),
    onSuccess: () => Promise.all([invalidateRoute(queryClient, deliveryDeskList), invalidateRoute(queryClient, orderDeskList), invalidateRoute(queryClient, orderDeskCount), invalidateRoute(queryClient, orderDeskDetail)]),
  });
}

export function useEFacturaSubmissions(orderNumber: string, locale: Locale) {
  return useQuery(queryFor(useApiClient(), orderEFacturaSubmissions, { params: { order_number: orderNumber } }, locale));
}
