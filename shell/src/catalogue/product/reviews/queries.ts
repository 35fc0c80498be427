import { useMutation } from '@tanstack/react-query';
import { PRODUCT_REVIEWS_PAGE_SIZE, reviewsOfProduct, reviewSubmit, reviewUserData } from '@shop/shared/contract/reviews';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor, userQueryFor } from '@shop/shared/query/route-query';

export const productReviewsQuery = (api: ApiClient, masterSeoName: string, page: number) =>
  queryFor(api, reviewsOfProduct, { params: { master_product_seo_name: masterSeoName }, query: { page, page_size: PRODUCT_REVIEWS_PAGE_SIZE } });

/** May the visitor review the model; keyed by who is signed in, so a login or logout asks again. */
export const reviewUserDataQuery = (api: ApiClient, masterSeoName: string, userId: number | null) =>
  userQueryFor(api, reviewUserData, { params: { master_product_seo_name: masterSeoName } }, userId);

/** A new review; it shows after staff have checked it, so nothing cached changes. */
export function useSubmitReview() {
  return useMutation(mutationFor(useApiClient(), reviewSubmit));
}
