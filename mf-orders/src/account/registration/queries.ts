import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { accountRegister } from '@shop/shared/contract/account';
import type { MeResponseSchema } from '@shop/shared/contract/auth';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor } from '@shop/shared/query/route-query';

/** Creates the account; the answer is the new customer's session, handed to `onRegistered`. */
export function useRegister(onRegistered: (me: v.InferOutput<typeof MeResponseSchema>) => void) {
  const register = mutationFor(useApiClient(), accountRegister);
  return useMutation({
    mutationFn: (body: { email: string; first_name: string; last_name: string; password: string; password_confirmation: string }) =>
      register.mutationFn({ body }),
    onSuccess: ({ data }) => onRegistered(data),
  });
}
