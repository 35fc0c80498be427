import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { categoriesTree } from '@shop/shared/contract/categories';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import { useSession } from '../session/use-session';

/** The category tree editor's remote module (`/admin/kategorie/`, RO `/admin/categorii/`). */
export const TREE_EDITOR = { remote: 'mf-admin-categories', exposed: './CategoryTreeApp' } as const;

/**
 * Starts what the tree editor's first render waits for as soon as its route opens, instead of one after another:
 * the remote's code (manifest, remoteEntry, chunks) right away, in parallel with the session call the admin frame
 * waits for, and the 10,000-node tree call as soon as the session says staff (a customer never asks for it). The
 * remote's `useTree` finds the answer under the same key (`categoriesTree`, no input) in the page's one query cache.
 * Measured by e2e/bench/tree-first-render.ts; see docs/category-admin.md.
 */
export function useTreeEditorPreload(): void {
  const load = useRemoteLoader();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const role = useSession().data?.user?.role;
  const staff = role === 'staff' || role === 'admin';

  useEffect(() => {
    // A failure here is the slot's to show (with its retry), once the frame renders it.
    load(TREE_EDITOR.remote, TREE_EDITOR.exposed).catch(() => undefined);
  }, [load]);

  useEffect(() => {
    if (staff) void queryClient.prefetchQuery(queryFor(api, categoriesTree, {}));
  }, [staff, api, queryClient]);
}
