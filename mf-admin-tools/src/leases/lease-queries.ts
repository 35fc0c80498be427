import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaseComponentDetail, leaseComponentList, leaseOfferCreate, leaseOfferDelete, leaseOfferReorder, leaseOfferUpdate, leaseTabCreate, leaseTabDelete, leaseTabReorder, leaseTabUpdate, type AdminLeaseComponent } from '@shop/shared/contract/admin-leases';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';
import type { AnyRoute } from '@shop/shared/contract/route';

export function useLeaseComponents() {
  return useQuery(queryFor(useApiClient(), leaseComponentList, {}));
}

export function useLeaseComponent(id: number) {
  return useQuery(queryFor(useApiClient(), leaseComponentDetail, { params: { id } }));
}

/** Every write answers the whole component: it replaces the cached detail, no second request. */
function useComponentWrite<R extends AnyRoute>(route: R) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(api, route),
    onSuccess: (result) => {
      // Every route passed here answers AdminLeaseComponentSchema (shared/src/contract/leases.ts).
      const component = result.data as AdminLeaseComponent;
      queryClient.setQueryData(routeKey(leaseComponentDetail, { params: { id: component.id } }), component);
    },
    retry: false,
  });
}

export function useLeaseWrites() {
  return {
    createTab: useComponentWrite(leaseTabCreate),
    updateTab: useComponentWrite(leaseTabUpdate),
    deleteTab: useComponentWrite(leaseTabDelete),
    reorderTabs: useComponentWrite(leaseTabReorder),
    createOffer: useComponentWrite(leaseOfferCreate),
    updateOffer: useComponentWrite(leaseOfferUpdate),
    deleteOffer: useComponentWrite(leaseOfferDelete),
    reorderOffers: useComponentWrite(leaseOfferReorder),
  };
}

export type LeaseWrites = ReturnType<typeof useLeaseWrites>;

/** `ids` with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
