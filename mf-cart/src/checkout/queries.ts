import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import { cartPackages } from '@shop/shared/contract/cart';
import {
  checkoutChoosePayment,
  checkoutDeliveries,
  checkoutPayments,
  checkoutSubPayments,
  checkoutSummary,
  deliveryDispensingPlaces,
  deliveryLiftagoCheck,
  deliveryPlaces,
  orderSubmit,
  DISPENSING_LIMIT_DEFAULT,
  type DeliveryCode,
  type PaymentType,
} from '@shop/shared/contract/checkout';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

/** The cart the checkout is for (its products go with the analytics events). */
export const checkoutCartQuery = (api: ApiClient) => queryFor(api, cartPackages, {});

export const deliveriesQuery = (api: ApiClient, locale: Locale) => queryFor(api, checkoutDeliveries, {}, locale);

/** Payments the chosen delivery allows; asked once a delivery is chosen. */
export const paymentsQuery = (api: ApiClient, delivery: string, locale: Locale) => ({
  ...queryFor(api, checkoutPayments, { query: { type_delivery_code: delivery as DeliveryCode } }, locale),
  enabled: delivery !== '',
});

export const subPaymentsQuery = (api: ApiClient, payment: string, enabled: boolean) => ({
  ...queryFor(api, checkoutSubPayments, { query: { type_payment: payment as PaymentType } }),
  enabled,
});

export const storesQuery = (api: ApiClient, locale: Locale, enabled: boolean) => ({ ...queryFor(api, deliveryPlaces, {}, locale), enabled });

/** Pickup points whose town, street or name holds the term (2 characters at least). */
export const pickupPointsQuery = (api: ApiClient, term: string) => ({
  ...queryFor(api, deliveryDispensingPlaces, { query: { term, limit: DISPENSING_LIMIT_DEFAULT } }),
  enabled: term.trim().length >= 2,
});

export const summaryQuery = (api: ApiClient, delivery: string, payment: string) => ({
  ...queryFor(api, checkoutSummary, {
    query: {
      ...(delivery ? { type_delivery_code: delivery as DeliveryCode } : {}),
      ...(payment ? { type_payment: payment as PaymentType } : {}),
    },
  }),
});

/** Remembers the payment with the cart; the summary's payment price follows. */
export function useChoosePayment() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(api, checkoutChoosePayment), onSuccess: () => invalidateRoute(queryClient, checkoutSummary) });
}

export function useLiftagoCheck() {
  const api = useApiClient();
  return useMutation(mutationFor(api, deliveryLiftagoCheck));
}

/** Creates the order (once per token); the cart is empty afterwards. */
export function useSubmitOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(api, orderSubmit), onSuccess: () => invalidateRoute(queryClient, cartPackages) });
}
