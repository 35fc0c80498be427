import { useMutation } from '@tanstack/react-query';
import { orderDetail } from '@shop/shared/contract/checkout';
import type { Locale } from '@shop/shared/contract/common';
import { paymentStart, paymentStatus, type PaymentStatusResponse } from '@shop/shared/contract/payments';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor } from '@shop/shared/query/route-query';
import type { OrderAddress } from './order-address';

/** How often the page asks the payment's state while the gateway has not told the shop yet. */
export const PAYMENT_POLL_MS = 2000;

export const orderQuery = (api: ApiClient, order: OrderAddress, locale: Locale) =>
  queryFor(api, orderDetail, { params: { order_number: order.orderNumber, access: order.access } }, locale);

/** The latest payment's state, asked again until the gateway's notification has decided it. */
export const paymentStatusQuery = (api: ApiClient, order: OrderAddress, locale: Locale) => ({
  ...queryFor(api, paymentStatus, { params: { order_number: order.orderNumber, access: order.access }, query: {} }, locale),
  refetchInterval: (query: { state: { data?: PaymentStatusResponse } }) => (query.state.data?.status === 'created' ? PAYMENT_POLL_MS : false),
});

/** "Pay again": a new payment of the same order at the gateway (never a second order). */
export function usePayAgain() {
  const api = useApiClient();
  return useMutation(mutationFor(api, paymentStart));
}
