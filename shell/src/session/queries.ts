import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authLogin, authLogout, type MeResponseSchema } from '@shop/shared/contract/auth';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor } from '@shop/shared/query/route-query';
import type * as v from 'valibot';
import { sessionQueryKey } from './use-session';

type Me = v.InferOutput<typeof MeResponseSchema>;

/** Logs in; the answer is the session now, in the cache before `onLoggedIn` runs (its analytics count a registered user). */
export function useLogin(onLoggedIn: (me: Me) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), authLogin),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(sessionQueryKey, data);
      onLoggedIn(data);
    },
  });
}

/** Logs out; the answer (no user, a new CSRF token) is the session now. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(useApiClient(), authLogout), onSuccess: ({ data }) => queryClient.setQueryData(sessionQueryKey, data) });
}
