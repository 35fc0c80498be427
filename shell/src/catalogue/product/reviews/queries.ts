import { queryOptions } from '@tanstack/react-query';
import { PRODUCT_REVIEWS_PAGE_SIZE, reviewsOfProduct, reviewUserData } from '@shop/shared/contract/reviews';
import type { ApiClient } from '@shop/shared/http/api-client';

export const productReviewsQuery = (api: ApiClient, masterSeoName: string, page: number) =>
  queryOptions({
    queryKey: [reviewsOfProduct.name, { master_product_seo_name: masterSeoName, page }] as const,
    queryFn: ({ signal }) =>
      api.call(reviewsOfProduct, { params: { master_product_seo_name: masterSeoName }, query: { page, page_size: PRODUCT_REVIEWS_PAGE_SIZE }, signal }),
  });

/** May the visitor review the model; keyed by who is signed in, so a login or logout asks again. */
export const reviewUserDataQuery = (api: ApiClient, masterSeoName: string, userId: number | null) =>
  queryOptions({
    queryKey: [reviewUserData.name, { master_product_seo_name: masterSeoName, user: userId }] as const,
    queryFn: ({ signal }) => api.call(reviewUserData, { params: { master_product_seo_name: masterSeoName }, signal }),
  });
