import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogueCategoryListing } from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import type { ApiClient } from '@shop/shared/http/api-client';
import { queryFor } from '@shop/shared/query/route-query';
import type { ListingState } from './listing-address';

/** The listing call's query for a category address and its state; defaults are left out. */
function listingQueryInput(urlPath: string, state: ListingState) {
  return {
    url_path: urlPath,
    page: state.page,
    ordering: state.ordering,
    manufacturer: state.manufacturer.length > 0 ? state.manufacturer.map(String) : undefined,
    price_min: state.price_min ?? undefined,
    price_max: state.price_max ?? undefined,
    condition: state.condition.length > 0 ? state.condition : undefined,
    quality: state.quality.length > 0 ? state.quality : undefined,
    in_stock: state.in_stock ? true : undefined,
    attribute: state.attribute.length > 0 ? state.attribute : undefined,
  };
}

/**
 * A category page's products, facets and category, in the page's language (the server translates category, facet and
 * type names, so the locale is in the key and a language switch asks again). The previous answer stays on screen while a
 * new filter, page or language loads, so the tiles and the filter panel do not jump.
 */
export const categoryListingQuery = (api: ApiClient, urlPath: string, state: ListingState, locale: Locale) =>
  queryOptions({ ...queryFor(api, catalogueCategoryListing, { query: listingQueryInput(urlPath, state) }, locale), placeholderData: keepPreviousData });
