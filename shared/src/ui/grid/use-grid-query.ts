import { useEffect, useRef, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../contract/paged';
import type { RouteDef, RouteQuery } from '../../contract/route';
import { SHELL_NAVIGATE_EVENT } from '../../routing/address-history';
import { gridPart, readGridQuery, writeGridQuery, type GridQuerySchema } from '../../routing/grid-address';

/** Typing in a search box reaches the server and the address once the keys pause this long. */
export const GRID_TYPING_PAUSE_MS = 300;

/** What every staff grid's query carries besides its own filters (the spec's paged list shape). */
interface PagedGridQuery {
  page?: number | string;
  page_size?: number | string;
  ordering?: string;
}

export interface GridQueryOptions<Q> {
  /** The grid's name in the address (`orders` → `?orders.page=2`), unique on its page. */
  name: string;
  /** What the grid asks for when the address says nothing; a module constant, as the route is. */
  defaults: Q;
}

type Entry = 'push' | 'replace';

/** A list route of the contract: its query schema is an object whose entries say what the address may set. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the route's other schemas are
type GridRoute = RouteDef<any, GridQuerySchema, any, any>;

/**
 * A PagedGrid's server query, kept in the address so Back, reload and a shared link show the same rows
 * (docs/architecture.md, "Staff grids"). A choice (`filter`, a page, a sort order) is a new history entry;
 * typing (`type`) shows at once in `values` and reaches `query` and the address after a pause, as one entry
 * per burst of typing. A new filter or sort order starts again at page 1, since the old page may lie past the
 * end of the new result. `paging` is what PagedGrid's paging and sorting props take.
 */
export function useGridQuery<R extends GridRoute>(route: R, { name, defaults }: GridQueryOptions<NonNullable<RouteQuery<R>>>) {
  type Q = NonNullable<RouteQuery<R>>;
  const schema = route.query!;
  const [query, setQuery] = useState<Q>(() => readGridQuery(window.location.search, name, schema, defaults));
  const [typed, setTyped] = useState<Partial<Q> | null>(null);
  // What the handlers build on between renders (two changes in one tick see each other); never read while rendering.
  const live = useRef({ query, typed: null as Partial<Q> | null, timer: undefined as ReturnType<typeof setTimeout> | undefined, typingEntry: false });

  /** Writes `next` into the address; false when it is there already (no new entry then). */
  const show = (next: Q, entry: Entry) => {
    const search = writeGridQuery(window.location.search, name, next, defaults);
    if (search === window.location.search) return false;
    const address = `${window.location.pathname}${search}${window.location.hash}`;
    if (entry === 'push') window.history.pushState(null, '', address);
    else window.history.replaceState(window.history.state, '', address);
    // The shell's router keeps its copy of the address; the page stays mounted (it is chosen by the path alone).
    window.dispatchEvent(new Event(SHELL_NAVIGATE_EVENT));
    return true;
  };

  const commit = (next: Q, entry: Entry, typing: boolean) => {
    clearTimeout(live.current.timer);
    live.current = { query: next, typed: null, timer: undefined, typingEntry: false };
    const written = show(next, entry);
    // The entry is the typing's own once it pushed one (or was already): later pauses replace only that.
    live.current = { ...live.current, typingEntry: typing && (written || entry === 'replace') };
    setQuery(next);
    setTyped(null);
  };

  const pending = () => ({ ...live.current.query, ...live.current.typed });
  // Page 1 as the grid's defaults say it (none for an unpaged list), so it stays out of the address.
  const firstPage = (defaults as PagedGridQuery).page;

  const filter = (patch: Partial<Q>) => commit({ ...pending(), ...patch, page: firstPage } as Q, 'push', false);

  const type = (patch: Partial<Q>) => {
    clearTimeout(live.current.timer);
    const nowTyped = { ...live.current.typed, ...patch };
    // The first pause of a burst is a new entry (Back returns to the grid before the typing), the later ones replace it.
    const timer = setTimeout(() => commit({ ...pending(), page: firstPage } as Q, live.current.typingEntry ? 'replace' : 'push', true), GRID_TYPING_PAUSE_MS);
    live.current = { ...live.current, typed: nowTyped, timer };
    setTyped(nowTyped);
  };

  useEffect(() => {
    const follow = (event: Event) => {
      const mine = live.current;
      const moved = event.type === 'popstate';
      const same = gridPart(window.location.search, name) === gridPart(writeGridQuery('', name, mine.query, defaults), name);
      if (same) {
        if (moved) live.current = { ...mine, typingEntry: false };
        return;
      }
      // Back, Forward or a link changed this grid's part of the address: it wins over unsettled typing.
      clearTimeout(mine.timer);
      const next = readGridQuery(window.location.search, name, schema, defaults);
      live.current = { query: next, typed: null, timer: undefined, typingEntry: false };
      setQuery(next);
      setTyped(null);
    };
    window.addEventListener('popstate', follow);
    window.addEventListener(SHELL_NAVIGATE_EVENT, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(SHELL_NAVIGATE_EVENT, follow);
    };
  }, [name, schema, defaults]);

  // Typing left unsettled when the grid goes (another page, an opened row) is dropped, not written into that address.
  useEffect(() => () => clearTimeout(live.current.timer), []);

  const paged = query as PagedGridQuery;
  const paging = {
    page: Number(paged.page ?? 1),
    // The server's own default when the query leaves it out, so the pager counts pages as the server cut them.
    pageSize: Number(paged.page_size ?? PAGE_SIZE_DEFAULT),
    ordering: paged.ordering,
    onOrdering: (ordering: string) => filter({ ordering } as unknown as Partial<Q>),
    onPage: (page: number) => commit({ ...pending(), page } as Q, 'push', false),
  };
  /** `query` is what the server is asked and the address holds; `values` is what the filter controls show. */
  const values: Q = typed ? { ...query, ...typed } : query;
  return { query, values, filter, type, paging };
}
