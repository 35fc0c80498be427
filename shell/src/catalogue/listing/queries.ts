import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogueCategoryListing } from '@shop/shared/contract/catalogue';
import type { ApiClient } from '@shop/shared/http/api-client';
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
 * A category page's products, facets and category. The previous answer stays on screen while a
 * new filter or page loads, so the tiles and the filter panel do not jump.
 */
export const categoryListingQuery = (api: ApiClient, urlPath: string, state: ListingState) => {
  const query = listingQueryInput(urlPath, state);
  return queryOptions({
    queryKey: [catalogueCategoryListing.name, query] as const,
    queryFn: ({ signal }) => api.call(catalogueCategoryListing, { query, signal }),
    placeholderData: keepPreviousData,
  });
};
