import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersLookup, ordersMineDetail, ordersStatus, ordersWithdraw, type OrderStatusDetail } from '@shop/shared/contract/orders';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor } from '@shop/shared/query/route-query';

/** O-S1 without an account: an order by its number and e-mail; `onFound` opens it. */
export function useOrderLookup(onFound: (order: OrderStatusDetail) => void) {
  return useMutation({ ...mutationFor(useApiClient(), ordersLookup), onSuccess: (result) => onFound(result.data) });
}

/** A withdrawal from the contract; the order's pages ask again, so they show it. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), ordersWithdraw),
    onSuccess: () => Promise.all([invalidateRoute(queryClient, ordersMineDetail), invalidateRoute(queryClient, ordersStatus)]),
  });
}
