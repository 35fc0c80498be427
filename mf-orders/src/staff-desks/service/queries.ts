import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import type { RouteQuery } from '@shop/shared/contract/route';
import { serviceStaffOrderDetail, serviceStaffOrders, serviceStatusChange, type StaffServiceOrderDetail } from '@shop/shared/contract/service';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';

export type ServiceGridQuery = NonNullable<RouteQuery<typeof serviceStaffOrders>>;

export function useServiceGrid(query: ServiceGridQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), serviceStaffOrders, { query }, locale), placeholderData: keepPreviousData });
}

export function useServiceOrder(orderNumber: string, locale: Locale) {
  return useQuery(queryFor(useApiClient(), serviceStaffOrderDetail, { params: { order_number: orderNumber } }, locale));
}

/** A move answers the fresh detail: it replaces the cached one, and the grid is read again (its status moved). */
export function useServiceStatusChange(orderNumber: string, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), serviceStatusChange),
    onSuccess: (result: { data: StaffServiceOrderDetail }) => {
      queryClient.setQueryData(routeKey(serviceStaffOrderDetail, { params: { order_number: orderNumber } }, locale), result.data);
      return invalidateRoute(queryClient, serviceStaffOrders);
    },
  });
}
