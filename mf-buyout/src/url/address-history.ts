import { publish } from '@shop/shared/bus/bus';

/** How a new address enters the history: its own entry, or in place of the current one. */
export type AddressChange = 'push' | 'replace';

/** The event the shell's router listens to after a remote changed the address itself. */
export const SHELL_NAVIGATE_EVENT = 'shop:navigate';

/**
 * Shows `path` (with its query) in the address bar. A different path is a new page for the
 * customer (spec section 2): it gets its own history entry and a virtual page view; a change of
 * the query alone (the answers) replaces the entry, so Back does not walk through every answer.
 */
export function showAddress(path: string): void {
  const current = window.location.pathname + window.location.search;
  if (path === current) return;
  const next = new URL(path, window.location.href);
  if (next.pathname === window.location.pathname) {
    window.history.replaceState(window.history.state, '', path);
    return;
  }
  window.history.pushState(null, '', path);
  publish('analytics', { event: 'virtual_page_view', payload: { page_path: next.pathname + next.search } });
  window.dispatchEvent(new Event(SHELL_NAVIGATE_EVENT));
}
