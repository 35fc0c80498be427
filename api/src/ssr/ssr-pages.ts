import { matchPage, type PageName } from '@shop/shared/routing/page-paths';
import type { Market } from '@shop/shared/contract/common';

/**
 * The shell's own pages the server renders (docs/ssr.md): what shoppers and crawlers land on. Pages a remote fills
 * (buyout, cart, account, the staff desks) keep the plain shell page: their content is the remote's.
 */
const RENDERED_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'home',
  'product',
  'search',
  'stores',
  'contact',
  'cookiePolicy',
  'privacy',
  'terms',
  'complaints',
  'withdrawal',
]);

/** Whether the server renders this address: a page above, or an address outside the route table (a category listing or 404). */
export function isRenderedAddress(market: Market, pathname: string): boolean {
  const match = matchPage(market, pathname);
  return match === null || RENDERED_PAGES.has(match.page);
}

/** Listing filters in the address (`listing-address.ts` in the shell): each is one facet. */
const FACET_PARAMS = ['manufacturer', 'price_min', 'price_max', 'condition', 'quality', 'in_stock', 'attribute'] as const;

/**
 * Search results are not indexed (robots.txt says so too), nor listings filtered by more than one facet: thousands of
 * near-copies of a category page. One facet (`?manufacturer=3`) stays indexable: shoppers search for it.
 */
export function isNoindex(market: Market, pathname: string, search: URLSearchParams): boolean {
  if (matchPage(market, pathname)?.page === 'search') return true;
  const facets = new Set<string>();
  for (const name of FACET_PARAMS) {
    for (const value of search.getAll(name)) facets.add(name === 'attribute' ? `attribute:${value.split(':')[0]}` : name === 'price_max' ? 'price_min' : name);
  }
  return facets.size > 1 || search.getAll('manufacturer').length > 1;
}
