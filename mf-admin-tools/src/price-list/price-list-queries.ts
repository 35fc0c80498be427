import { useMutation } from '@tanstack/react-query';
import { adminPriceListExport, adminPriceListImport } from '@shop/shared/contract/admin-feeds';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor } from '@shop/shared/query/route-query';

/** Export is an action on click, never cached data: prices change under it. */
export function usePriceListExport() {
  return useMutation({ ...mutationFor(useApiClient(), adminPriceListExport), retry: false });
}

export function usePriceListImport() {
  return useMutation({ ...mutationFor(useApiClient(), adminPriceListImport), retry: false });
}
