import { useEffect, useState } from 'react';
import { useMarket } from '../i18n/market-context';
import { SHELL_NAVIGATE_EVENT } from './address-history';
import { matchPage, pagePath, type PageName } from './page-paths';

/** The slug segments after `page`'s own path in the address, kept current when the address changes. */
export function usePageSegments(page: PageName): string[] {
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
  return match?.page === page ? match.segments : [];
}

/** Opens another page of the shop without reloading it: the shell shows whatever the address names. */
export function useGoTo() {
  const { market } = useMarket();
  return (page: PageName, segments: readonly string[] = []) => {
    window.history.pushState(null, '', pagePath(market, page, segments));
    window.dispatchEvent(new Event(SHELL_NAVIGATE_EVENT));
    window.scrollTo?.(0, 0);
  };
}
