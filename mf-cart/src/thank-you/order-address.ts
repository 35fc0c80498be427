import type { Market } from '@shop/shared/contract/common';
import { ORDER_ACCESS_PATTERN, ORDER_NUMBER_PATTERN } from '@shop/shared/contract/checkout';
import { matchPage } from '@shop/shared/routing/page-paths';

export interface OrderAddress {
  orderNumber: string;
  access: string;
}

/**
 * The order a thank-you address names: `/dekujeme/<number>/<access>/` (RO
 * `/multumim/...`), or the same two as `?order=&access=` (a gateway that can only
 * append a query). Null when either is missing or malformed.
 */
export function orderAddressOf(market: Market, location: { pathname: string; search: string }): OrderAddress | null {
  const match = matchPage(market, location.pathname);
  if (match?.page !== 'thanks') return null;
  const query = new URLSearchParams(location.search);
  const orderNumber = match.segments[0] ?? query.get('order') ?? '';
  const access = match.segments[1] ?? query.get('access') ?? '';
  return ORDER_NUMBER_PATTERN.test(orderNumber) && ORDER_ACCESS_PATTERN.test(access) ? { orderNumber, access } : null;
}
