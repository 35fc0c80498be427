import { useQuery } from '@tanstack/react-query';
import type { Market } from '../contract/common';
import { browserKey } from '../query/route-query';
import { canPayWith } from './wallet-support';

/**
 * Which wallets this browser can use; asked once per page (the answer does not change while it is open).
 * `market` is a parameter, not the market hook: a remote's build reaches this file with its own copy of
 * the relative imports, whose context would be empty.
 */
export function useWallets(market: Market) {
  return useQuery({
    queryKey: browserKey('wallets', market),
    queryFn: async () => ({ google_pay: await canPayWith('google_pay', market), apple_pay: await canPayWith('apple_pay', market) }),
    staleTime: Infinity,
  });
}
