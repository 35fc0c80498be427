import { screen, waitFor } from '@testing-library/react';
import type { User } from '@shop/shared/contract/auth';
import { toTreeColumns } from '@shop/shared/contract/category-tree-columns';
import { createApiClient } from '@shop/shared/http/api-client';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-registry';
import { Router } from '../routing/router';
import { TreeEditorPage } from './TreeEditorPage';


const staff: User = { id: 1, email: 'staff@example.com', first_name: 'S', last_name: 'T', role: 'staff' };
const customer: User = { ...staff, role: 'customer' };

/** The tree editor's route with a session answer the test releases, a stub remote and a recording server. */
function renderTreeRoute() {
  const requests: string[] = [];
  let answerSession: (user: User | null) => void = () => undefined;
  const session = new Promise<User | null>((resolve) => (answerSession = resolve));
  const respond = (body: unknown) => ({ ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(body) }) as unknown as Response;
  const fetchImpl = (async (resource: RequestInfo | URL) => {
    const url = String(resource);
    requests.push(url);
    if (url.includes('/auth/me/')) return respond({ user: await session, csrf_token: 't' });
    if (url.includes('/categories/tree/')) return respond(toTreeColumns([]));
    return respond({ items: [] });
  }) as typeof fetch;
  const loads: string[] = [];
  const load = ((remote: string, exposed: string) => {
    loads.push(`${remote}/${exposed}`);
    return Promise.resolve({ default: () => <p data-testid="tree-editor-stub" /> });
  }) as RemoteLoader;
  window.history.replaceState(null, '', '/admin/kategorie/');
  renderInWidget(
    <RemoteLoaderContext.Provider value={load}>
      <Router>
        <TreeEditorPage />
      </Router>
    </RemoteLoaderContext.Provider>,
    { catalogs, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl }) },
  );
  return { requests, loads, answerSession };
}

test('the editor starts loading at once, before the session answers; the tree call follows the staff session', async () => {
  const { requests, loads, answerSession } = renderTreeRoute();
  await waitFor(() => expect(loads).toEqual(['mf-admin-categories/./CategoryTreeApp']));
  expect(requests.some((url) => url.includes('/categories/tree/'))).toBe(false);
  answerSession(staff);
  await screen.findByTestId('tree-editor-stub');
  await waitFor(() => expect(requests.filter((url) => url.includes('/categories/tree/'))).toHaveLength(1));
});

test('a customer never asks for the tree', async () => {
  const { requests, answerSession } = renderTreeRoute();
  answerSession(customer);
  await screen.findByTestId('no-permission');
  expect(requests.some((url) => url.includes('/categories/tree/'))).toBe(false);
});
