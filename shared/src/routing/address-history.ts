import { publish } from '../bus/bus';

/** The event the shell's router listens to after a remote changed the address itself. */
export const SHELL_NAVIGATE_EVENT = 'shop:navigate';

/**
 * Shows `path` (with its query) in the address bar for a flow that keeps its state in the
 * address (spec section 2). A different path is a new page for the customer: it gets its own
 * history entry and a `virtual_page_view`; a change of the query alone replaces the entry, so
 * Back does not walk through every small change. The shell's router is told either way.
 */
export function showAddress(path: string): void {
  const current = window.location.pathname + window.location.search;
  if (path === current) return;
  const next = new URL(path, window.location.href);
  if (next.pathname === window.location.pathname) {
    window.history.replaceState(window.history.state, '', path);
  } else {
    window.history.pushState(null, '', path);
    publish('analytics', { event: 'virtual_page_view', payload: { page_path: next.pathname + next.search } });
  }
  window.dispatchEvent(new Event(SHELL_NAVIGATE_EVENT));
}
