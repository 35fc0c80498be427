import type { QueryClient } from '@tanstack/react-query';
import { cartPackages, type Cart } from '@shop/shared/contract/cart';
import { checkoutDeliveries, checkoutPayments, checkoutSummary } from '@shop/shared/contract/checkout';
import { invalidateRoute, routeKey } from '@shop/shared/query/route-query';
import { cartStore } from './cart-store';

/**
 * After any call that changed the cart: its answer is the cart now, so the cart page shows it
 * without asking again, the badge gets the new count, and the checkout's prices are asked anew.
 */
export function afterCartWrite(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(routeKey(cartPackages, {}), cart);
  cartStore.getState().cartAnswered(cart);
  void invalidateRoute(queryClient, checkoutSummary);
  void invalidateRoute(queryClient, checkoutDeliveries);
  void invalidateRoute(queryClient, checkoutPayments);
}
