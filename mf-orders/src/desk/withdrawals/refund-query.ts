import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditNotesCloseWithdrawal, creditNotesRefundWithdrawal } from '@shop/shared/contract/credit-notes';
import { orderDeskCount, orderDeskDetail, orderDeskList } from '@shop/shared/contract/order-desk';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor } from '@shop/shared/query/route-query';

/**
 * Refunding (or, for a never-paid order, closing without money) issues the credit note; the order detail is read again
 * so the withdrawal shows it as settled.
 */
export function useSettleWithdrawal(settlement: 'refund' | 'close') {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), settlement === 'refund' ? creditNotesRefundWithdrawal : creditNotesCloseWithdrawal),
    onSuccess: () => Promise.all([invalidateRoute(queryClient, orderDeskDetail), invalidateRoute(queryClient, orderDeskList), invalidateRoute(queryClient, orderDeskCount)]),
  });
}
