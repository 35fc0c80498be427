import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { accountPersonalData } from '../contract/account';
import { authMe } from '../contract/auth';
import type { ApiClient } from '../http/api-client';
import { queryFor } from '../query/route-query';

/** What a form can take from a logged-in customer's account. */
export interface AccountContact {
  firstName: string;
  lastName: string;
  email: string;
  /** International form (`+420601123456`) or ''. */
  phone: string;
}

/**
 * Calls `fill` once with a logged-in customer's name, e-mail and phone (the account's personal
 * data call). Nobody logged in, a staff session or a failed call fill nothing: the form simply
 * starts empty. The form decides which fields are still empty, so nothing typed is overwritten.
 * `api` is a parameter, not the provider hook: a remote's build reaches this file with its own copy.
 */
export function useAccountContact(api: ApiClient, fill: (contact: AccountContact) => void): void {
  const me = useQuery(queryFor(api, authMe, {}));
  const customer = me.data?.user?.role === 'customer';
  const personal = useQuery({ ...queryFor(api, accountPersonalData, {}), enabled: customer });
  const filled = useRef(false);
  const latestFill = useRef(fill);
  useEffect(() => {
    latestFill.current = fill;
  });
  const data = customer ? personal.data : undefined;
  useEffect(() => {
    if (data === undefined || filled.current) return;
    filled.current = true;
    latestFill.current({ firstName: data.first_name, lastName: data.last_name, email: data.email, phone: data.phone });
  }, [data]);
}
