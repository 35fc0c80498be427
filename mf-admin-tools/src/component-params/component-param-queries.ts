import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { componentParamList, componentParamSave } from '@shop/shared/contract/admin-component-params';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export function useComponentParams() {
  return useQuery(queryFor(useApiClient(), componentParamList, {}));
}

export function useSaveComponentParam() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(api, componentParamSave), onSuccess: () => invalidateRoute(queryClient, componentParamList), retry: false });
}
