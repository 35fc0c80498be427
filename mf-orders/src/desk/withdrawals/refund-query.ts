import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditNotesRefundWithdrawal } from '@shop/shared/contract/credit-notes';
import { orderDeskDetail, orderDeskList } from '@shop/shared/contract/order-desk';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor } from '@shop/shared/query/route-query';

/** Refunding issues the credit note; the order detail is read again so the withdrawal shows it as refunded. */
export function useRefundWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), creditNotesRefundWithdrawal),
    onSuccess: () => Promise.all([invalidateRoute(queryClient, orderDeskDetail), invalidateRoute(queryClient, orderDeskList)]),
  });
}
