import { useQuery } from '@tanstack/react-query';
import { useMarket } from '../i18n/market-context';
import { canPayWith } from './wallet-support';

/** Which wallets this browser can use; asked once per page (the answer does not change while it is open). */
export function useWallets() {
  const { market } = useMarket();
  return useQuery({
    queryKey: ['cart.browser-wallets', market],
    queryFn: async () => ({ google_pay: await canPayWith('google_pay', market), apple_pay: await canPayWith('apple_pay', market) }),
    staleTime: Infinity,
  });
}
