import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFeedList, adminFeedRegenerate } from '@shop/shared/contract/admin-feeds';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

export function useFeeds(locale: Locale) {
  return useQuery(queryFor(useApiClient(), adminFeedList, {}, locale));
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(useApiClient(), adminFeedRegenerate), onSuccess: () => invalidateRoute(queryClient, adminFeedList), retry: false });
}
