import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buyoutRegrade, buyoutStatusChange, type BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import { buyoutStaffDetail, buyoutStaffList } from '@shop/shared/contract/buyout-staff';
import type { Locale } from '@shop/shared/contract/common';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';

export type BuyoutGridQuery = NonNullable<RouteQuery<typeof buyoutStaffList>>;

export function useBuyoutGrid(query: BuyoutGridQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), buyoutStaffList, { query }, locale), placeholderData: keepPreviousData });
}

export function useBuyoutDetail(id: number, locale: Locale) {
  return useQuery(queryFor(useApiClient(), buyoutStaffDetail, { params: { id } }, locale));
}

/** A move answers the fresh detail: it replaces the cached one, and the grid is read again (its status moved). */
function useDetailAnswer(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return (result: { data: BuyoutDetail }) => {
    queryClient.setQueryData(routeKey(buyoutStaffDetail, { params: { id } }, locale), result.data);
    return invalidateRoute(queryClient, buyoutStaffList);
  };
}

export function useBuyoutStatusChange(id: number, locale: Locale) {
  return useMutation({ ...mutationFor(useApiClient(), buyoutStatusChange), onSuccess: useDetailAnswer(id, locale) });
}

/** Inspection with a re-grade: the answer is the detail in its new status (inspected or counter-offer). */
export function useBuyoutRegrade(id: number, locale: Locale) {
  return useMutation({ ...mutationFor(useApiClient(), buyoutRegrade), onSuccess: useDetailAnswer(id, locale) });
}
