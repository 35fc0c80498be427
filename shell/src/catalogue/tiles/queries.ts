import { queryOptions } from '@tanstack/react-query';
import { catalogueProductTiles } from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import type { ApiClient } from '@shop/shared/http/api-client';
import { keepAcrossLanguage, queryFor } from '@shop/shared/query/route-query';

/** Tiles of the products a visitor keeps in the browser (favourites, last visited), in the order given and the page's language. */
export const productTilesQuery = (api: ApiClient, codes: readonly string[], locale: Locale) => {
  const options = queryFor(api, catalogueProductTiles, { query: { codes: [...codes] } }, locale);
  return queryOptions({ ...options, placeholderData: keepAcrossLanguage(options.queryKey), enabled: codes.length > 0 });
};
