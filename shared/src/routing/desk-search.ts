import type { Market } from '../contract/common';
import { pagePath, type PageName } from './page-paths';

/** The staff desks' grids start with their search field filled from `?search=` (a task's link to what it concerns). */
const SEARCH_PARAM = 'search';

/** `/admin/objednavky/?search=E000000123`: the desk's grid showing that one order, buyout or service order. */
export function deskSearchAddress(market: Market, desk: PageName, reference: string): string {
  return `${pagePath(market, desk)}?${new URLSearchParams({ [SEARCH_PARAM]: reference })}`;
}

/** The search the page's address asks for, if any. */
export function searchFromAddress(): string | undefined {
  return new URLSearchParams(window.location.search).get(SEARCH_PARAM)?.trim() || undefined;
}
