import type { Market } from '@shop/shared/contract/common';
import { SERVICE_ORDER_PAGE_SEGMENT, SERVICE_ORDER_NUMBER_PATTERN } from '@shop/shared/contract/service';
import { matchPage, pagePath } from '@shop/shared/routing/page-paths';
import { SELECTOR_DATA_KEYS, type SelectedChoices } from '@shop/shared/selector/selector-data';

/** A selection as the address carries it: the chosen slugs, top step first. */
export type AddressSelection = Partial<Record<keyof SelectedChoices, string>>;

/**
 * What the service page's address asks for:
 * - `/servis/<type>/<manufacturer>/<model>/<colour>/` (each step optional): the device selection;
 * - `/servis/objednavka/`: the form that finds an order by number and e-mail or phone;
 * - `/servis/objednavka/<number>/<token>/`: an order's status page, the confirmation e-mail's link.
 * (RO: `/service/...` and `comanda`.) The order segment is never a product type slug.
 */
export type ServicePageTarget =
  | { kind: 'selection'; selection: AddressSelection }
  | { kind: 'order-lookup' }
  | { kind: 'order'; orderNumber: string; token: string };

/** The target of `pathname`; null when it is not the service page (the widget placed on another page). */
export function parseServicePath(market: Market, pathname: string): ServicePageTarget | null {
  const match = matchPage(market, pathname);
  if (match?.page !== 'service') return null;
  const [first, orderNumber, token] = match.segments;
  if (first === SERVICE_ORDER_PAGE_SEGMENT[market]) {
    if (orderNumber !== undefined && SERVICE_ORDER_NUMBER_PATTERN.test(orderNumber) && token !== undefined) {
      return { kind: 'order', orderNumber, token };
    }
    return { kind: 'order-lookup' };
  }
  const selection: AddressSelection = {};
  for (const [index, key] of SELECTOR_DATA_KEYS.entries()) {
    const slug = match.segments[index];
    if (!slug) break;
    selection[key] = slug;
  }
  return { kind: 'selection', selection };
}

/** The page of the order lookup form. */
export function orderLookupPath(market: Market): string {
  return pagePath(market, 'service', [SERVICE_ORDER_PAGE_SEGMENT[market]]);
}

/** The service page of a selection: the chosen slugs in cascade order, up to the first unchosen step. */
export function selectionPath(market: Market, chosen: SelectedChoices): string {
  const slugs: string[] = [];
  for (const key of SELECTOR_DATA_KEYS) {
    const slug = chosen[key];
    if (!slug) break;
    slugs.push(slug);
  }
  return pagePath(market, 'service', slugs);
}

/** True when the address names exactly the chosen steps (an unchosen step ends the chain). */
export function sameSelection(address: AddressSelection, chosen: SelectedChoices): boolean {
  return SELECTOR_DATA_KEYS.every((key) => (address[key] ?? null) === chosen[key]);
}
