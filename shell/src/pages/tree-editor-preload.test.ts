import { toTreeColumns } from '@shop/shared/contract/category-tree-columns';
import { createApiClient } from '@shop/shared/http/api-client';
import { createQueryClient } from '@shop/shared/query/query-client';
import type { RemoteLoader } from '../remotes/remote-registry';
import { startTreeEditorEarly } from './tree-editor-preload';

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
  const queryClient = createQueryClient();
  const api = createApiClient({ getLocale: () => 'cs', fetchImpl });
  const started = startTreeEditorEarly({ market: 'CZ', pathname, staff, load, api, queryClient });
  return { requests, loads, queryClient, started };
}

test('on the tree editor with a staff session the remote and the tree call start before any render', async () => {
  const { requests, loads, queryClient, started } = start('/admin/kategorie/', true);
  expect(loads).toEqual(['mf-admin-categories/./CategoryTreeApp']);
  // What the shell waits for before its first render: settled only with the tree in the cache.
  await started;
  expect(requests.filter((url) => url.includes('/categories/tree/'))).toHaveLength(1);
  expect(queryClient.getQueryCache().getAll().map((query) => query.state.status)).toEqual(['success']);
});

test('nothing starts on another page or without a staff session, and the shell renders without waiting', () => {
  for (const [pathname, staff] of [['/admin/produkty-kategorie/', true], ['/admin/kategorie/', false]] as const) {
    const { requests, loads, started } = start(pathname, staff);
    expect(started).toBeUndefined();
    expect(loads).toEqual([]);
    expect(requests).toEqual([]);
  }
});
