import { useMutation } from '@tanstack/react-query';
import { corePurge } from '@shop/shared/contract/purge';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor } from '@shop/shared/query/route-query';

/** The purge call; never retried by itself (a repeated purge_all counts against Fastly's hourly limit). */
export function usePurgeMutation() {
  const api = useApiClient();
  return useMutation({ ...mutationFor(api, corePurge), retry: false });
}
