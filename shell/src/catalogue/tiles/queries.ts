import { queryOptions } from '@tanstack/react-query';
import { catalogueProductTiles } from '@shop/shared/contract/catalogue';
import type { ApiClient } from '@shop/shared/http/api-client';

/** Tiles of the products a visitor keeps in the browser (favourites, last visited), in the order given. */
export const productTilesQuery = (api: ApiClient, codes: readonly string[]) =>
  queryOptions({
    queryKey: [catalogueProductTiles.name, { codes }] as const,
    queryFn: ({ signal }) => api.call(catalogueProductTiles, { query: { codes: [...codes] }, signal }),
    enabled: codes.length > 0,
  });
