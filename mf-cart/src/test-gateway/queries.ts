import { useMutation } from '@tanstack/react-query';
import { testGatewayDecide, testGatewayPayment } from '@shop/shared/contract/payments';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor } from '@shop/shared/query/route-query';

export const gatewayPaymentQuery = (api: ApiClient, paymentId: string) => queryFor(api, testGatewayPayment, { params: { payment_id: paymentId } });

export function useDecidePayment() {
  const api = useApiClient();
  return useMutation(mutationFor(api, testGatewayDecide));
}
