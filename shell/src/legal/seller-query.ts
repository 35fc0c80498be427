import { useQuery } from '@tanstack/react-query';
import { shopComponentParams } from '@shop/shared/contract/admin-component-params';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';

/** The shop operator as staff set it in the shop settings (or the deployment's environment): one cached call for every page. */
export function useSellerIdentity() {
  const params = useQuery(queryFor(useApiClient(), shopComponentParams, {}));
  return { ...params, data: params.data?.seller };
}
