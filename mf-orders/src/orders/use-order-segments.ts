import { useEffect, useState } from 'react';
import { matchPage } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';

/** The shell's router announces an address a remote or the shell pushed (shell/src/routing/router.tsx). */
const SHELL_NAVIGATE_EVENT = 'shop:navigate';

/** The segments after `/objednavky/` (RO `/comenzi/`): none, an order number, or a number and its access secret. */
export function useOrderSegments(): string[] {
  const { market } = useMarket();
  const [pathname, setPathname] = useState(() => window.location.pathname);
  useEffect(() => {
    const sync = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', sync);
    window.addEventListener(SHELL_NAVIGATE_EVENT, sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener(SHELL_NAVIGATE_EVENT, sync);
    };
  }, []);
  const match = matchPage(market, pathname);
  return match?.page === 'orders' ? match.segments : [];
}
