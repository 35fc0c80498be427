import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import { serviceCreateOrder, serviceSlots } from '@shop/shared/contract/service';
import { storesServiceBuyoutCenters, type Center } from '@shop/shared/contract/stores';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

/** The centers that repair devices; names and opening hours come in the request's language. */
export const serviceCentersQuery = (api: ApiClient, locale: Locale) => ({
  ...queryFor(api, storesServiceBuyoutCenters, {}, locale),
  select: (all: Center[]) => all.filter((center) => center.is_service),
});

/** A center's times on one day; asked only once both are chosen. */
export const slotsQuery = (api: ApiClient, center: string, date: string, enabled: boolean) => ({
  ...queryFor(api, serviceSlots, { params: { center_id: center }, query: { date } }),
  enabled,
});

/** Stores a service order; any answer (a booked or a taken slot) makes the shown times stale. */
export function useCreateServiceOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(api, serviceCreateOrder),
    onSettled: () => invalidateRoute(queryClient, serviceSlots),
  });
}
