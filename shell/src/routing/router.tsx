import { createContext, useCallback, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';

interface RouterValue {
  pathname: string;
  /** The query string with its `?` ('' when none): catalogue listings keep their filters there. */
  search: string;
  navigate: (to: string) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

/** The address a server render is for (shell/src/ssr/render-page.tsx): there is no `window.location` there. */
export interface ServerLocation {
  pathname: string;
  search: string;
}

/**
 * A minimal history router: the shell has a handful of pages and remotes keep their own
 * sub-paths in the address themselves (pushState), so the shell also listens for a
 * `shop:navigate` event that a remote dispatches after it pushed a path.
 */
export function Router({ children, location }: { children: ReactNode; location?: ServerLocation }) {
  const [pathname, setPathname] = useState(() => location?.pathname ?? window.location.pathname);
  const [search, setSearch] = useState(() => location?.search ?? window.location.search);

  useEffect(() => {
    const sync = () => {
      setPathname(window.location.pathname);
      setSearch(window.location.search);
    };
    window.addEventListener('popstate', sync);
    window.addEventListener('shop:navigate', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('shop:navigate', sync);
    };
  }, []);

  const navigate = useCallback((to: string) => {
    if (to !== window.location.pathname + window.location.search) window.history.pushState(null, '', to);
    setPathname(window.location.pathname);
    setSearch(window.location.search);
    // A remote showing a page (the buyout page under the header's buyout link) opens the new address.
    window.dispatchEvent(new Event('shop:navigate'));
    window.scrollTo?.(0, 0);
  }, []);

  const value = useMemo(() => ({ pathname, search, navigate }), [pathname, search, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter outside <Router>');
  return value;
}

/** A real <a href> (middle-click, copy link, no JS) that navigates in place on a plain click. */
export function Link({ to, children, ...rest }: { to: string; children: ReactNode } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { navigate } = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={to} onClick={onClick}>
      {children}
    </a>
  );
}
