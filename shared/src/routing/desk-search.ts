import type { Market } from '../contract/common';
import { gridParam } from './grid-address';
import { pagePath } from './page-paths';

/** The address name of each desk's grid (`useGridQuery`'s `name`), so a link can fill that grid's search. */
export const DESK_GRIDS = { adminOrders: 'orders', adminBuyouts: 'buyouts', adminService: 'service-orders' } as const;

/** `/admin/objednavky/?orders.search=E000000123`: the desk's grid showing that one order, buyout or service order. */
export function deskSearchAddress(market: Market, desk: keyof typeof DESK_GRIDS, reference: string): string {
  return `${pagePath(market, desk)}?${new URLSearchParams({ [gridParam(DESK_GRIDS[desk], 'search')]: reference })}`;
}
