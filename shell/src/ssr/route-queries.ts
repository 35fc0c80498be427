import type { QueryClient } from '@tanstack/react-query';
import { shopComponentParams } from '@shop/shared/contract/admin-component-params';
import type { Locale, Market } from '@shop/shared/contract/common';
import { HOME_LEASE_COMPONENT_PK, limitedOffersLease } from '@shop/shared/contract/leases';
import { menuHamburger } from '@shop/shared/contract/menu';
import { authMe } from '@shop/shared/contract/auth';
import { cartCount } from '@shop/shared/contract/cart-count';
import { CATALOGUE_SEARCH_MIN_LENGTH } from '@shop/shared/contract/catalogue';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import type { ApiClient } from '@shop/shared/http/api-client';
import { queryFor } from '@shop/shared/query/route-query';
import { matchPage } from '@shop/shared/routing/page-paths';
import { homeQuery } from '../home/queries';
import { parseListingSearch } from '../catalogue/listing/listing-address';
import { categoryListingQuery } from '../catalogue/listing/queries';
import { productDetailQuery, recommendedAccessoriesQuery } from '../catalogue/product/queries';
import { productReviewsQuery } from '../catalogue/product/reviews/queries';
import { parseSearchSearch } from '../catalogue/search/parse-search-address';
import { searchResultsQuery } from '../catalogue/search/queries';
import { parseSearchFilters } from '../catalogue/search/search-filters';

/**
 * Calls whose answers are the visitor's own (the session, the cart count): a shared page never carries them, so the
 * renderer does not ask for them at all (asking would only learn that, and cost a pass); the browser asks after
 * hydration. Any other private answer is still withheld when it comes (render-page.tsx).
 */
export const PERSONAL_ROUTES: ReadonlySet<string> = new Set([authMe.name, cartCount.name]);

export interface RouteQueryContext {
  queryClient: QueryClient;
  api: ApiClient;
  market: Market;
  locale: Locale;
  pathname: string;
  search: string;
}

/**
 * Fetches the answers a page is known to ask for, built with the pages' own query factories (so the keys are exactly
 * theirs), before the server renders it: the first pass then has its data and is the only one. The renderer still
 * renders again for anything asked that is not here (docs/ssr.md), so this list may lag a page without breaking it.
 */
export async function prefetchRouteQueries({ queryClient, api, market, locale, pathname, search }: RouteQueryContext): Promise<void> {
  // The frame of every page: the menu and the footer's seller line (the shop's settings).
  const frame = [queryClient.prefetchQuery(queryFor(api, menuHamburger, {}, locale)), queryClient.prefetchQuery(queryFor(api, shopComponentParams, {}))];
  const match = matchPage(market, pathname);
  switch (match?.page) {
    case undefined: {
      // An address outside the route table is a category listing (or the 404 page, which the listing's answer tells).
      const urlPath = pathname.endsWith('/') ? pathname : `${pathname}/`;
      await Promise.all([...frame, queryClient.prefetchQuery(categoryListingQuery(api, urlPath, parseListingSearch(search), locale))]);
      return;
    }
    case 'home':
      await Promise.all([
        ...frame,
        queryClient.prefetchQuery(homeQuery(api, locale)),
        queryClient.prefetchQuery(queryFor(api, limitedOffersLease, { params: { component_pk: HOME_LEASE_COMPONENT_PK[market] } }, locale)),
      ]);
      return;
    case 'product': {
      const seoName = match.segments.length === 1 ? match.segments[0] : undefined;
      if (seoName === undefined) break;
      const detail = productDetailQuery(api, seoName, locale);
      // The reviews are the model's: their address comes with the product's answer.
      const reviews = queryClient.prefetchQuery(detail).then(() => {
        const product = queryClient.getQueryData(detail.queryKey);
        return product ? queryClient.prefetchQuery(productReviewsQuery(api, product.master_product.seo_name, 1)) : undefined;
      });
      await Promise.all([...frame, reviews, queryClient.prefetchQuery(recommendedAccessoriesQuery(api, seoName, locale))]);
      return;
    }
    case 'search': {
      const state = parseSearchSearch(search);
      if (state.term.length < CATALOGUE_SEARCH_MIN_LENGTH) break;
      await Promise.all([...frame, queryClient.prefetchQuery(searchResultsQuery(api, state, parseSearchFilters(search), locale))]);
      return;
    }
    case 'stores':
      await Promise.all([...frame, queryClient.prefetchQuery(queryFor(api, storesServiceBuyoutCenters, {}, locale))]);
      return;
    default:
      break;
  }
  await Promise.all(frame);
}
