import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminInstallmentProviderList, adminInstallmentProviderUpdate } from '@shop/shared/contract/admin-feeds';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export function useInstallmentProviders(locale: Locale) {
  return useQuery(queryFor(useApiClient(), adminInstallmentProviderList, {}, locale));
}

export function useUpdateInstallmentProvider() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(useApiClient(), adminInstallmentProviderUpdate), onSuccess: () => invalidateRoute(queryClient, adminInstallmentProviderList), retry: false });
}
