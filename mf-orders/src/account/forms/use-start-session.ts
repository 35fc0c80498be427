import { useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { authMe, type MeResponseSchema } from '@shop/shared/contract/auth';
import { routeKey } from '@shop/shared/query/route-query';

/**
 * Registration, reset and password change answer with the new session: writing it where the
 * shell's header reads the session (the cache is shared with the shell) shows the user logged in.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (me: v.InferOutput<typeof MeResponseSchema>) => queryClient.setQueryData(routeKey(authMe, {}), me);
}
