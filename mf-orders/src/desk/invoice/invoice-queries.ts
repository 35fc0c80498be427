import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoicesIssue, invoicesResend } from '@shop/shared/contract/invoices';
import { orderDeskDetail } from '@shop/shared/contract/order-desk';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor } from '@shop/shared/query/route-query';

/** Issuing or re-sending the invoice; the detail is read again for its number and the time it was last sent. */
export function useInvoiceAction(action: 'issue' | 'resend') {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), action === 'issue' ? invoicesIssue : invoicesResend),
    onSuccess: () => invalidateRoute(queryClient, orderDeskDetail),
  });
}
