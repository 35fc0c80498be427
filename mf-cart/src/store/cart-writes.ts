import type { QueryClient } from '@tanstack/react-query';
import { cartPackages, type Cart } from '@shop/shared/contract/cart-core';
import { routeKey } from '@shop/shared/query/route-query';
import { cartStore } from './cart-store';

/**
 * The checkout's price calls (`checkoutSummary`, `checkoutDeliveries`, `checkoutPayments` of `contract/checkout.ts`),
 * by route name: importing the checkout's contract put it (3.9 KB) on every catalogue page with an add-to-cart button
 * (issue 14). cart-writes.test.ts checks the names against the contract.
 */
const CHECKOUT_PRICE_ROUTES = ['checkout.summary', 'checkout.deliveries', 'checkout.payments'] as const;

/**
 * After any call that changed the cart: its answer is the cart now, so the cart page shows it
 * without asking again, the badge gets the new count, and the checkout's prices are asked anew.
 */
export function afterCartWrite(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(routeKey(cartPackages, {}), cart);
  cartStore.getState().cartAnswered(cart);
  for (const name of CHECKOUT_PRICE_ROUTES) void queryClient.invalidateQueries({ queryKey: [name] });
}
