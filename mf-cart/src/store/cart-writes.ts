import type { QueryClient } from '@tanstack/react-query';
import { cartPackages, type Cart } from '@shop/shared/contract/cart-core';
import { cartCount } from '@shop/shared/contract/cart-count';
import type { AnyRoute } from '@shop/shared/contract/route';
import { invalidateRoute, routeKey } from '@shop/shared/query/route-query';
import { readCartStorage, writeCartStorage, type PackageItemRef } from './cart-storage';

/**
 * The checkout's price calls (`checkoutSummary`, `checkoutDeliveries`, `checkoutPayments` of `contract/checkout.ts`),
 * by route name only (`invalidateRoute` needs no more): importing the checkout's contract put it (3.9 KB) on every
 * catalogue page with an add-to-cart button (issue 14). cart-writes.test.ts checks the names against the contract.
 */
const CHECKOUT_PRICE_ROUTES: readonly Pick<AnyRoute, 'name'>[] = [
  { name: 'checkout.summary' },
  { name: 'checkout.deliveries' },
  { name: 'checkout.payments' },
];

/** The cart's lines in package order, as the spec's "package items" (id, productSeoName, installment). */
export function packageItemsOf(cart: Cart): PackageItemRef[] {
  return cart.packages.flatMap((pack) =>
    pack.items.map((item) => ({
      id: item.id,
      productSeoName: item.productSeoName,
      installment: item.installment ? { installmentArrangeType: item.installment.installmentArrangeType } : null,
    })),
  );
}

/**
 * The count is new: it goes to `cart.count` in the page's one query cache, where the shell's `CartCountSync`
 * (the only publisher of the bus's `cart-count`) sees it, and to the spec's cart storage (emptied at zero).
 */
export function cartCountAnswered(queryClient: QueryClient, count: number, packageItems?: PackageItemRef[]): void {
  queryClient.setQueryData(routeKey(cartCount, {}), { count });
  // The count alone (after an order) keeps the stored lines unless it is zero, where the storage is emptied anyway.
  writeCartStorage({ count, packageItems: packageItems ?? readCartStorage().packageItems });
}

/**
 * After any call that changed the cart, once per answer: the answer is the cart now, so the cart page shows it
 * without asking again, the count follows it, and the checkout's prices are asked anew.
 */
export function afterCartWrite(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(routeKey(cartPackages, {}), cart);
  cartCountAnswered(queryClient, cart.count, packageItemsOf(cart));
  for (const route of CHECKOUT_PRICE_ROUTES) void invalidateRoute(queryClient, route);
}
