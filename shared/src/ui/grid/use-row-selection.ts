import { useCallback, useState } from 'react';

/**
 * The rows ticked in a PagedGrid, kept across pages (ids, not row objects, so a page change or a
 * refetch keeps the ticks). `onSelectionChange` is what the grid's prop of that name takes.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const onSelectionChange = useCallback((ids: readonly number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  return { selected, setSelected, onSelectionChange };
}
