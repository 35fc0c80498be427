import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bonusCreate, bonusDelete, bonusList, bonusManufacturers, bonusQualityTypes, bonusTypesDevices, bonusUpdate } from '@shop/shared/contract/admin-bonuses';
import type { Locale } from '@shop/shared/contract/common';
import type { RouteQuery } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export type BonusQuery = NonNullable<RouteQuery<typeof bonusList>>;

export function useBonusGrid(query: BonusQuery, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), bonusList, { query }, locale), placeholderData: keepPreviousData });
}

/** The three lookups of spec 7 (AT-B1..B3) that fill the form's selects. */
export function useBonusLookups(locale: Locale) {
  const api = useApiClient();
  return {
    manufacturers: useQuery(queryFor(api, bonusManufacturers, {})),
    qualities: useQuery(queryFor(api, bonusQualityTypes, {})),
    typeDevices: useQuery(queryFor(api, bonusTypesDevices, {}, locale)),
  };
}

export function useBonusWrites() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const write = { onSuccess: () => invalidateRoute(queryClient, bonusList), retry: false } as const;
  return {
    create: useMutation({ ...mutationFor(api, bonusCreate), ...write }),
    update: useMutation({ ...mutationFor(api, bonusUpdate), ...write }),
    remove: useMutation({ ...mutationFor(api, bonusDelete), ...write }),
  };
}
