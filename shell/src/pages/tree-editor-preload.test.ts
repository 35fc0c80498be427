import { toTreeColumns } from '@shop/shared/contract/category-tree-columns';
import { createApiClient } from '@shop/shared/http/api-client';
import { createQueryClient } from '@shop/shared/query/query-client';
import type { RemoteLoader } from '../remotes/remote-registry';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startTreeEditorEarly, TREE_EDITOR_SHARED } from './tree-editor-preload';

/** A recording server and remote loader for one early start. */
function start(pathname: string, staff: boolean) {
  const requests: string[] = [];
  const fetchImpl = (async (resource: RequestInfo | URL) => {
    requests.push(String(resource));
    return { ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(toTreeColumns([])) } as unknown as Response;
  }) as typeof fetch;
  const loads: string[] = [];
  const load = ((remote: string, exposed: string) => {
    loads.push(`${remote}/${exposed}`);
    return Promise.resolve({});
  }) as RemoteLoader;
  const warmed: string[] = [];
  const warm = (names: readonly string[]) => warmed.push(...names);
  const queryClient = createQueryClient();
  const api = createApiClient({ getLocale: () => 'cs', fetchImpl });
  const started = startTreeEditorEarly({ market: 'CZ', pathname, staff, load, warm, api, queryClient });
  return { requests, loads, warmed, queryClient, started };
}

test('on the tree editor with a staff session the remote and the tree call start before any render', async () => {
  const { requests, loads, warmed, queryClient, started } = start('/admin/kategorie/', true);
  expect(loads).toEqual(['mf-admin-categories/./CategoryTreeApp']);
  expect(warmed).toEqual([...TREE_EDITOR_SHARED]);
  // What the shell waits for before its first render: settled only with the tree in the cache.
  await started;
  expect(requests.filter((url) => url.includes('/categories/tree/'))).toHaveLength(1);
  expect(queryClient.getQueryCache().getAll().map((query) => query.state.status)).toEqual(['success']);
});

test('nothing starts on another page or without a staff session, and the shell renders without waiting', () => {
  for (const [pathname, staff] of [['/admin/produkty-kategorie/', true], ['/admin/kategorie/', false]] as const) {
    const { requests, loads, warmed, started } = start(pathname, staff);
    expect(started).toBeUndefined();
    expect(loads).toEqual([]);
    expect(warmed).toEqual([]);
    expect(requests).toEqual([]);
  }
});

test('every shared module fetched early for the editor is one its remote imports', () => {
  const sourceDir = path.resolve(__dirname, '../../../mf-admin-categories/src');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(path.join(dir, entry.name), 'utf8')] : [],
    );
  const imported = new Set(sources(sourceDir).flatMap((text) => [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]!.replace(/\/macro$/, ''))));
  expect(TREE_EDITOR_SHARED.filter((name) => !imported.has(name))).toEqual([]);
});
