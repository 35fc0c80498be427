import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Market } from '@shop/shared/contract/common';
import { categoriesTree } from '@shop/shared/contract/categories';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { matchPage } from '@shop/shared/routing/page-paths';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-registry';
import { useSession } from '../session/use-session';

/** The category tree editor's remote module (`/admin/kategorie/`, RO `/admin/categorii/`). */
export const TREE_EDITOR = { remote: 'mf-admin-categories', exposed: './CategoryTreeApp' } as const;

/**
 * The shared modules the editor's first screen takes from the shell, fetched with its remote entry rather than after
 * it has run (about 12 ms sooner to the first row, docs/category-admin.md "The editor's first row"). Only a hint: a module missing
 * here is fetched when the editor asks, as before; a test keeps the list to what the remote imports.
 */
export const TREE_EDITOR_SHARED = [
  'styled-components',
  '@lingui/react',
  '@tanstack/react-query',
  'zustand',
  '@shop/shared/ui/tree/VirtualTree',
  '@shop/shared/ui/tree/move-intent',
  '@shop/shared/ui/tree/visible-rows',
  '@shop/shared/ui/modal',
  '@shop/shared/routing/address-history',
  '@shop/shared/ui/tab-storage',
  '@shop/shared/contract/gallery',
  '@shop/shared/ui/field',
  '@shop/shared/ui/input',
  '@shop/shared/ui/select',
  '@shop/shared/ui/button',
] as const;

/**
 * As the remote's `useTree` (TREE_FRESH_MS in mf-admin-categories/src/tree/queries.ts): a tree fetched here a moment
 * ago is not fetched again when the page's effect or the editor asks for it (a second 10,000-node answer).
 */
const PREFETCH_FRESH_MS = 5_000;

/** Settles when the tree is in the cache or its call failed (prefetchQuery never rejects). */
function prefetchTree(queryClient: QueryClient, api: ApiClient): Promise<void> {
  return queryClient.prefetchQuery({ ...queryFor(api, categoriesTree, {}), staleTime: PREFETCH_FRESH_MS });
}

/** Settles when the editor's module is loaded or could not be. */
function loadEditor(load: RemoteLoader): Promise<void> {
  // A failure here is the slot's to show (with its retry), once the frame renders it.
  return load(TREE_EDITOR.remote, TREE_EDITOR.exposed).then(
    () => undefined,
    () => undefined,
  );
}

interface EarlyStart {
  market: Market;
  pathname: string;
  /** The session the server wrote into the page (session/page-boot.ts); without it nothing starts early. */
  staff: boolean;
  load: RemoteLoader;
  /** Starts fetching the shell's offers of shared modules (remote-runtime.ts `warmSharedModules`). */
  warm: (names: readonly string[]) => void;
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * Before the shell's first render, on the tree editor's page the server wrote a staff session into: the remote's
 * code and the tree call start now, not in the page's effects after the first render. Returns a promise that
 * settles when both are done (loaded or failed), undefined on any other page: the shell renders the page then, once,
 * with the tree's rows (bootstrap.tsx).
 */
export function startTreeEditorEarly({ market, pathname, staff, load, warm, api, queryClient }: EarlyStart): Promise<void> | undefined {
  if (!staff || matchPage(market, pathname)?.page !== 'adminCategories') return undefined;
  warm(TREE_EDITOR_SHARED);
  return Promise.all([loadEditor(load), prefetchTree(queryClient, api)]).then(() => undefined);
}

/**
 * Starts what the tree editor's first render waits for as soon as its route opens, instead of one after another:
 * the remote's code (remoteEntry, chunks) right away, in parallel with the session call the admin frame
 * waits for, and the 10,000-node tree call as soon as the session says staff (a customer never asks for it). The
 * remote's `useTree` finds the answer under the same key (`categoriesTree`, no input) in the page's one query cache.
 * Started already (startTreeEditorEarly), both find their load under way or done. Measured by
 * e2e/bench/tree-first-render.ts; see docs/category-admin.md.
 */
export function useTreeEditorPreload(): void {
  const load = useRemoteLoader();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const role = useSession().data?.user?.role;
  const staff = role === 'staff' || role === 'admin';

  useEffect(() => void loadEditor(load), [load]);

  useEffect(() => {
    if (staff) void prefetchTree(queryClient, api);
  }, [staff, api, queryClient]);
}
