import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountAddressCreate,
  accountAddressDelete,
  accountAddresses,
  accountAddressUpdate,
  accountEmailConfirm,
  accountPasswordChange,
  accountPersonalData,
  accountPersonalDataUpdate,
  type Address,
  type PersonalData,
} from '@shop/shared/contract/account';
import type { MeResponseSchema } from '@shop/shared/contract/auth';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor } from '@shop/shared/query/route-query';
import type * as v from 'valibot';

type Me = v.InferOutput<typeof MeResponseSchema>;

/** Adds an address, or changes `editing`; the list is read again before `onSaved` closes the form. */
export function useSaveAddress(editing: Address | null, onSaved: () => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const create = mutationFor(api, accountAddressCreate);
  const update = mutationFor(api, accountAddressUpdate);
  return useMutation({
    mutationFn: (body: Omit<Address, 'id'>) =>
      editing ? update.mutationFn({ params: { id: String(editing.id) }, body }) : create.mutationFn({ body }),
    onSuccess: async () => {
      await invalidateRoute(queryClient, accountAddresses);
      onSaved();
    },
  });
}

export function useDeleteAddress() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const remove = mutationFor(api, accountAddressDelete);
  return useMutation({
    mutationFn: (id: number) => remove.mutationFn({ params: { id: String(id) } }),
    onSuccess: () => invalidateRoute(queryClient, accountAddresses),
  });
}

export function useSavePersonalData() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const save = mutationFor(api, accountPersonalDataUpdate);
  return useMutation({
    mutationFn: (body: Pick<PersonalData, 'first_name' | 'last_name' | 'phone'>) => save.mutationFn({ body }),
    onSuccess: () => invalidateRoute(queryClient, accountPersonalData),
  });
}

/** The server answers with the new session (the others end), which `onChanged` starts. */
export function useChangePassword(onChanged: (me: Me) => void) {
  const api = useApiClient();
  const change = mutationFor(api, accountPasswordChange);
  return useMutation({
    mutationFn: (body: { current_password: string; password: string; password_confirmation: string }) => change.mutationFn({ body }),
    onSuccess: ({ data }) => onChanged(data),
  });
}

export function useConfirmEmail(token: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const confirm = mutationFor(api, accountEmailConfirm);
  return useMutation({
    mutationFn: () => confirm.mutationFn({ body: { token } }),
    // The summary and the "confirmed" mark change with it: every account answer is read again.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('account.') }),
  });
}
