import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterOfferDecision } from '@shop/shared/buyout/status';
import { buyoutCounterOfferAnswer, buyoutDetail } from '@shop/shared/contract/buyout-detail';
import type { Locale } from '@shop/shared/contract/common';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor } from '@shop/shared/query/route-query';

/** A sold buyout by its link; labels and status names come in the request's language. */
export const buyoutDetailQuery = (api: ApiClient, id: number, token: string, locale: Locale) =>
  queryFor(api, buyoutDetail, { params: { id, token } }, locale);

/** The seller accepts or declines the price after inspection; the answer is the updated buyout, shown at once. */
export function useAnswerCounterOffer(id: number, token: string, locale: Locale) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, mutationKey } = mutationFor(api, buyoutCounterOfferAnswer);
  return useMutation({
    mutationKey,
    mutationFn: (decision: CounterOfferDecision) => mutationFn({ params: { id, token }, body: { decision } }),
    onSuccess: ({ data }) => queryClient.setQueryData(buyoutDetailQuery(api, id, token, locale).queryKey, data),
  });
}
