import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import {
  orderDeskAddProduct,
  orderDeskAssignCrate,
  orderDeskCancel,
  orderDeskCount,
  orderDeskCrate,
  orderDeskDetail,
  orderDeskEmail,
  orderDeskList,
  orderDeskPicking,
  orderDeskRecordPayment,
  orderDeskStatus,
  type OrderDeskDetail,
} from '@shop/shared/contract/order-desk';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';

export type OrderGridQuery = NonNullable<RouteQuery<typeof orderDeskList>>;

export function useOrderGrid(query: OrderGridQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), orderDeskList, { query }, locale), placeholderData: keepPreviousData });
}

/**
 * The count of the grid's filter set, asked beside the first page and kept while staff page or sort: the key holds
 * only the filters, so another page or order is one request for rows alone.
 */
export function useOrderGridCount({ page: _page, page_size: _size, ordering: _ordering, ...filters }: OrderGridQuery) {
  return useQuery({ ...queryFor(useApiClient(), orderDeskCount, { query: filters }), placeholderData: keepPreviousData });
}

export function useOrderDetail(orderNumber: string, locale: Locale) {
  return useQuery(queryFor(useApiClient(), orderDeskDetail, { params: { order_number: orderNumber } }, locale));
}

/**
 * Every change answers the fresh detail: it replaces the cached one at once (no second read),
 * and the grid is read again since status or totals may have moved.
 */
type DeskChangeRoute =
  | typeof orderDeskStatus
  | typeof orderDeskCancel
  | typeof orderDeskAddProduct
  | typeof orderDeskPicking
  | typeof orderDeskAssignCrate
  | typeof orderDeskEmail
  | typeof orderDeskRecordPayment;

function useDeskMutation<R extends DeskChangeRoute>(
  route: R,
  orderNumber: string,
  locale: Locale,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), route),
    onSuccess: (result: { data: OrderDeskDetail }) => {
      queryClient.setQueryData(routeKey(orderDeskDetail, { params: { order_number: orderNumber } }, locale), result.data);
      return Promise.all([invalidateRoute(queryClient, orderDeskList), invalidateRoute(queryClient, orderDeskCount)]);
    },
  });
}

export function useDeskChanges(orderNumber: string, locale: Locale) {
  return {
    status: useDeskMutation(orderDeskStatus, orderNumber, locale),
    cancel: useDeskMutation(orderDeskCancel, orderNumber, locale),
    addProduct: useDeskMutation(orderDeskAddProduct, orderNumber, locale),
    picking: useDeskMutation(orderDeskPicking, orderNumber, locale),
    crate: useDeskMutation(orderDeskAssignCrate, orderNumber, locale),
    email: useDeskMutation(orderDeskEmail, orderNumber, locale),
    payment: useDeskMutation(orderDeskRecordPayment, orderNumber, locale),
  };
}

/** O-S12: the order in a scanned crate. A read, asked on demand: a mutation for its pending and error state. */
export function useCrateLookup() {
  return useMutation(mutationFor(useApiClient(), orderDeskCrate));
}
