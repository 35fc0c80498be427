import { useCallback, useEffect, useRef, useState } from 'react';
import type { Market } from '@shop/shared/contract/common';
import { SHELL_NAVIGATE_EVENT, showAddress } from '@shop/shared/routing/address-history';
import { pagePath } from '@shop/shared/routing/page-paths';
import { parseServicePath, type ServicePageTarget } from './service-address';

export interface ServiceAddress {
  target: ServicePageTarget;
  /**
   * The target of the last address the flow did not push itself (the first one, Back, Forward, the
   * shell's links): a new object on each such arrival and only then, so effects can depend on it.
   */
  arrival: ServicePageTarget;
  /** Moves the flow to `path` (a service page address), in the address bar when the page is ours. */
  go(path: string): void;
  /** Corrects the current address in place (no new history entry, no page view), e.g. dropping unknown slugs. */
  replace(path: string): void;
}

/**
 * The service page's address as flow state: Back, Forward and the shell's own links update it,
 * and `go` pushes new paths (with a virtual page view). Placed on any other page (a partner's or a
 * CMS page) the widget must not touch the address, so it keeps the same path in memory instead.
 */
export function useServiceAddress(market: Market): ServiceAddress {
  const [ownsAddress] = useState(() => parseServicePath(market, window.location.pathname) !== null);
  const [path, setPath] = useState(() => (ownsAddress ? window.location.pathname : pagePath(market, 'service')));
  const [arrival, setArrival] = useState(() => targetOf(market, path));
  const pushedPath = useRef<string | null>(null);

  useEffect(() => {
    if (!ownsAddress) return;
    const sync = () => {
      // The shell hears our own pushes too; only a different address is news.
      if (window.location.pathname === pushedPath.current) return;
      pushedPath.current = null;
      setPath(window.location.pathname);
      setArrival(targetOf(market, window.location.pathname));
    };
    window.addEventListener('popstate', sync);
    window.addEventListener(SHELL_NAVIGATE_EVENT, sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener(SHELL_NAVIGATE_EVENT, sync);
    };
  }, [ownsAddress, market]);

  const go = useCallback(
    (next: string) => {
      const nextPath = new URL(next, window.location.href).pathname;
      pushedPath.current = nextPath;
      if (ownsAddress) showAddress(next);
      setPath(nextPath);
    },
    [ownsAddress],
  );

  const replace = useCallback(
    (next: string) => {
      const nextPath = new URL(next, window.location.href).pathname;
      pushedPath.current = nextPath;
      if (ownsAddress && nextPath !== window.location.pathname) {
        window.history.replaceState(window.history.state, '', next);
        window.dispatchEvent(new Event(SHELL_NAVIGATE_EVENT));
      }
      setPath(nextPath);
    },
    [ownsAddress],
  );

  return { target: targetOf(market, path), arrival, go, replace };
}

/** An address outside the service pages (a partner's page) shows the empty selection. */
function targetOf(market: Market, path: string): ServicePageTarget {
  return parseServicePath(market, path) ?? { kind: 'selection', selection: {} };
}
