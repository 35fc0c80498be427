import { useMutation } from '@tanstack/react-query';
import { buyoutCountryOptions, buyoutSellOnline } from '@shop/shared/contract/buyout-flow';
import type { Locale } from '@shop/shared/contract/common';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formErrorOf, type FormError } from '@shop/shared/query/form-error';
import { mutationFor, queryFor } from '@shop/shared/query/route-query';

/** Countries for the address and nationality selects; labels in the request's language, one load per language. */
export const countryOptionsQuery = (api: ApiClient, locale: Locale) => ({
  ...queryFor(api, buyoutCountryOptions, {}, locale),
  staleTime: Infinity,
});

/** Sells the device online; the answer's `Location` is the sold buyout's page. */
export function useSellBuyoutOnline({ onSold, onFailed }: { onSold(location: string): void; onFailed(error: FormError): void }) {
  const api = useApiClient();
  return useMutation({
    ...mutationFor(api, buyoutSellOnline),
    onSuccess: (result) => onSold(result.location ?? result.data.location),
    onError: (error) => onFailed(formErrorOf(error)),
  });
}
