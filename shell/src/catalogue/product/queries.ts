import { queryOptions } from '@tanstack/react-query';
import { catalogueProductDetail, catalogueRecommendedAccessories } from '@shop/shared/contract/catalogue';
import type { ApiClient } from '@shop/shared/http/api-client';

/** A product page's data; the answer's texts are in the market's language, so no locale in the key. */
export const productDetailQuery = (api: ApiClient, seoName: string) =>
  queryOptions({
    queryKey: [catalogueProductDetail.name, { seo_name: seoName }] as const,
    queryFn: ({ signal }) => api.call(catalogueProductDetail, { params: { seo_name: seoName }, signal }),
  });

export const recommendedAccessoriesQuery = (api: ApiClient, seoName: string) =>
  queryOptions({
    queryKey: [catalogueRecommendedAccessories.name, { seo_name: seoName }] as const,
    queryFn: ({ signal }) => api.call(catalogueRecommendedAccessories, { params: { seo_name: seoName }, signal }),
  });
