import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementImport, bankStatementPreview } from '@shop/shared/contract/bank-statements';
import { orderDeskCount, orderDeskDetail, orderDeskList } from '@shop/shared/contract/order-desk';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor } from '@shop/shared/query/route-query';

/** The dry run: a write only in form (the file travels in the body), nothing to keep in the cache. */
export function useStatementPreview() {
  return useMutation(mutationFor(useApiClient(), bankStatementPreview));
}

/** Records the matched lines; the grid's payment states and any open order's payments change with it. */
export function useStatementImport() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), bankStatementImport),
    onSuccess: () => Promise.all([invalidateRoute(queryClient, orderDeskList), invalidateRoute(queryClient, orderDeskCount), invalidateRoute(queryClient, orderDeskDetail)]),
  });
}
