import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import { serviceOrderDetail, serviceOrderLookup, type ServiceOrderDetail } from '@shop/shared/contract/service';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor } from '@shop/shared/query/route-query';

/** An order from the e-mail's link; operation names come in the request's language. */
export const orderDetailQuery = (api: ApiClient, orderNumber: string, token: string, locale: Locale) =>
  queryFor(api, serviceOrderDetail, { params: { order_number: orderNumber, token } }, locale);

/** Finds an order by number and contact (a POST, so the contact stays out of logs and addresses). */
export function useLookupServiceOrder({ onFound, onFailed }: { onFound(order: ServiceOrderDetail): void; onFailed(): void }) {
  const api = useApiClient();
  return useMutation({ ...mutationFor(api, serviceOrderLookup), onSuccess: (result) => onFound(result.data), onError: onFailed });
}
