import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { accountPasswordResetConfirm, accountPasswordResetRequest } from '@shop/shared/contract/account';
import type { MeResponseSchema } from '@shop/shared/contract/auth';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor } from '@shop/shared/query/route-query';
import type { PasswordPair } from '../forms/PasswordFields';

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export function useRequestPasswordReset() {
  const request = mutationFor(useApiClient(), accountPasswordResetRequest);
  return useMutation({ mutationFn: (body: { email: string }) => request.mutationFn({ body }) });
}

/** Sets the new password with the link's token; the answer is a new session, handed to `onConfirmed`. */
export function useConfirmPasswordReset(token: string, onConfirmed: (me: v.InferOutput<typeof MeResponseSchema>) => void) {
  const confirm = mutationFor(useApiClient(), accountPasswordResetConfirm);
  return useMutation({
    mutationFn: (body: PasswordPair) => confirm.mutationFn({ body: { token, ...body } }),
    onSuccess: ({ data }) => onConfirmed(data),
  });
}
