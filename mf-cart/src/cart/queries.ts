import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import {
  cartAddBuyoutBonus,
  cartAttachableBuyouts,
  cartPackageProduct,
  cartPackages,
  cartRemoveBuyoutBonus,
  cartRemovePackageItem,
  cartUpdatePackageProduct,
  discountApply,
  discountRemove,
} from '@shop/shared/contract/cart';
import { installmentItemData } from '@shop/shared/contract/checkout';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';
import { afterCartWrite, cartCountAnswered, packageItemsOf } from '../store/cart-writes';

/**
 * The cart with its packages, lines, codes and totals (product names in the request's language). A read cart is the
 * truth for the count and the cart storage, as a write's answer is (`afterCartWrite`): both go there once per answer.
 */
export function cartQuery(api: ApiClient, queryClient: QueryClient) {
  return {
    ...queryFor(api, cartPackages, {}),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const cart = await api.call(cartPackages, { signal });
      cartCountAnswered(queryClient, cart.count, packageItemsOf(cart));
      return cart;
    },
  };
}

/** A device line's add-on choices; asked only for lines that take add-ons. */
export const lineOptionsQuery = (api: ApiClient, packageItemId: number, locale: Locale, enabled: boolean) => ({
  ...queryFor(api, cartPackageProduct, { params: { id: packageItemId } }, locale),
  enabled,
});

/** Installment plans of a line, once the customer opens them. */
export const lineInstallmentsQuery = (api: ApiClient, packageItemId: number, enabled: boolean) => ({
  ...queryFor(api, installmentItemData, { params: { id: packageItemId } }),
  enabled,
});

/** Quantity or an add-on of a line. */
export function useUpdateLine(locale: Locale) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(api, cartUpdatePackageProduct),
    onSuccess: ({ data }, input) => {
      afterCartWrite(queryClient, data.cart);
      queryClient.setQueryData(routeKey(cartPackageProduct, { params: input.params }, locale), data.item);
      void invalidateRoute(queryClient, installmentItemData);
    },
  });
}

/** Each of these answers the cart as it is after the change. */
function useCartWrite<R extends typeof cartRemovePackageItem | typeof cartAddBuyoutBonus | typeof cartRemoveBuyoutBonus | typeof discountApply | typeof discountRemove>(route: R) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(api, route),
    onSuccess: ({ data }) => {
      afterCartWrite(queryClient, data);
      // A buyout attached to (or freed from) a line leaves (or rejoins) the customer's offer list.
      if (route.name === cartAddBuyoutBonus.name || route.name === cartRemoveBuyoutBonus.name || route.name === cartRemovePackageItem.name) void invalidateRoute(queryClient, cartAttachableBuyouts);
    },
  });
}

export const useRemoveLine = () => useCartWrite(cartRemovePackageItem);
export const useRemoveBuyoutBonus = () => useCartWrite(cartRemoveBuyoutBonus);
export const useAddBuyoutBonus = () => useCartWrite(cartAddBuyoutBonus);

/** The signed-in customer's buyouts that can become a bonus; asked only with a customer session. */
export const attachableBuyoutsQuery = (api: ApiClient, enabled: boolean) => ({ ...queryFor(api, cartAttachableBuyouts, {}), enabled });
export const useApplyDiscount = () => useCartWrite(discountApply);
export const useRemoveDiscount = () => useCartWrite(discountRemove);
