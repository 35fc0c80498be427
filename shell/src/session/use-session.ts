import { useQuery } from '@tanstack/react-query';
import { authMe } from '@shop/shared/contract/auth';
import { useApiClient } from '@shop/shared/http/api-provider';

export const sessionQueryKey = ['auth.me'] as const;

export function useSession() {
  const api = useApiClient();
  return useQuery({ queryKey: sessionQueryKey, queryFn: () => api.call(authMe) });
}
