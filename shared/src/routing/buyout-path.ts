import type { Market } from '../contract/common';

/**
 * The buyout page's own path per market, apart from the shop's page table (page-paths.ts, which takes it from here):
 * the buyout widget, also on a partner's page, needs this one page only (issue 14: the table is 0.9 KB brotli).
 */
export const BUYOUT_PAGE_PATHS = { CZ: '/vykup/', RO: '/rascumparare/' } as const satisfies Record<Market, string>;

/** `/vykup/` + ['apple', 'iphone-15'] -> `/vykup/apple/iphone-15/` */
export function withSegments(base: string, segments: readonly string[]): string {
  return segments.length === 0 ? base : `${base}${segments.map(encodeURIComponent).join('/')}/`;
}

/** The slug segments of `pathname` after `base`, or null when the address is not under it. */
export function segmentsUnder(base: string, pathname: string): string[] | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return path.startsWith(base) ? path.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent) : null;
}

/** The buyout page of `market` with slug segments after it. */
export function buyoutPagePath(market: Market, segments: readonly string[] = []): string {
  return withSegments(BUYOUT_PAGE_PATHS[market], segments);
}

/** The slug segments after the buyout page's path, or null when `pathname` is another page (no page lies under it). */
export function matchBuyoutPage(market: Market, pathname: string): string[] | null {
  return segmentsUnder(BUYOUT_PAGE_PATHS[market], pathname);
}
