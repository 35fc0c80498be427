import { queryOptions } from '@tanstack/react-query';
import { catalogueProductDetail, catalogueRecommendedAccessories } from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import type { ApiClient } from '@shop/shared/http/api-client';
import { keepAcrossLanguage, queryFor } from '@shop/shared/query/route-query';

// The server translates a product's type, categories and attribute names: the locale is in the key, and the answer of the
// previous language stays on screen while the new one loads.

export const productDetailQuery = (api: ApiClient, seoName: string, locale: Locale) => {
  const options = queryFor(api, catalogueProductDetail, { params: { seo_name: seoName } }, locale);
  return queryOptions({ ...options, placeholderData: keepAcrossLanguage(options.queryKey) });
};

export const recommendedAccessoriesQuery = (api: ApiClient, seoName: string, locale: Locale) => {
  const options = queryFor(api, catalogueRecommendedAccessories, { params: { seo_name: seoName } }, locale);
  return queryOptions({ ...options, placeholderData: keepAcrossLanguage(options.queryKey) });
};
