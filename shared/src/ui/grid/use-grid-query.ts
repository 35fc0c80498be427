import { useCallback, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../contract/paged';

/** What every staff grid's query carries besides its own filters (the spec's paged list shape). */
interface PagedGridQuery {
  page?: number | string;
  page_size?: number | string;
  ordering?: string;
}

/**
 * A PagedGrid's server query as state. A new filter or sort order starts again at page 1, since the old page
 * number may lie past the end of the new result; `paging` is what the grid's paging and sorting props take.
 */
export function useGridQuery<Q extends PagedGridQuery>(initial: Q | (() => Q)) {
  const [query, setQuery] = useState<Q>(initial);
  const filter = useCallback((patch: Partial<Q>) => setQuery((current) => ({ ...current, ...patch, page: 1 })), []);
  const paging = {
    page: Number(query.page ?? 1),
    // The server's own default when the query leaves it out, so the pager counts pages as the server cut them.
    pageSize: Number(query.page_size ?? PAGE_SIZE_DEFAULT),
    ordering: query.ordering,
    onOrdering: (ordering: string) => filter({ ordering } as Partial<Q>),
    onPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
  return { query, setQuery, filter, paging };
}
