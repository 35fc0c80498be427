import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { User } from '@shop/shared/contract/auth';
import { createApiClient } from '@shop/shared/http/api-client';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-registry';
import { Router } from '../routing/router';
import { PageRoutes } from './PageRoutes';

const staff: User = { id: 1, email: 'staff@example.com', first_name: 'S', last_name: 'T', role: 'staff' };

/** The shop's routes on the order desk's page, its remote a stub that counts how often it is mounted. */
function renderOrderDesk() {
  const mounts: string[] = [];
  const Desk = () => {
    useEffect(() => {
      mounts.push(window.location.search);
    }, []);
    return <p data-testid="desk-stub" />;
  };
  const load = (() => Promise.resolve({ default: Desk })) as RemoteLoader;
  const respond = (body: unknown) => ({ ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(body) }) as unknown as Response;
  const fetchImpl = (async (resource: RequestInfo | URL) =>
    String(resource).includes('/auth/me/') ? respond({ user: staff, csrf_token: 't' }) : respond({ count: 0, results: [], items: [] })) as typeof fetch;
  window.history.replaceState(null, '', '/admin/objednavky/');
  renderInWidget(
    <RemoteLoaderContext.Provider value={load}>
      <Router>
        <PageRoutes />
      </Router>
    </RemoteLoaderContext.Provider>,
    { catalogs, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl }) },
  );
  return { mounts };
}

test('a grid changing the query string (and Back) keeps the page mounted: the route is chosen by the path alone', async () => {
  const { mounts } = renderOrderDesk();
  await screen.findByTestId('desk-stub');
  // What useGridQuery does on a filter change: a new entry with the query, then the shell is told.
  act(() => {
    window.history.pushState(null, '', '/admin/objednavky/?orders.status=paid');
    window.dispatchEvent(new Event('shop:navigate'));
  });
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(window.location.search).toBe('');
  expect(screen.getByTestId('desk-stub')).toBeInTheDocument();
  expect(mounts).toEqual(['']);
});

test('staff opening the users tool by its address are told it is the admins’; the tool itself loads for an admin only (issue #33)', async () => {
  for (const role of ['staff', 'admin'] as const) {
    const loaded: string[] = [];
    const load = ((remote: string, exposed: string) => {
      loaded.push(`${remote} ${exposed}`);
      return Promise.resolve({ default: () => <p data-testid="users-stub" /> });
    }) as unknown as RemoteLoader;
    const respond = (body: unknown) => ({ ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(body) }) as unknown as Response;
    const fetchImpl = (async () => respond({ user: { ...staff, role }, csrf_token: 't' })) as typeof fetch;
    window.history.replaceState(null, '', '/admin/uzivatele/');
    const view = renderInWidget(
      <RemoteLoaderContext.Provider value={load}>
        <Router>
          <PageRoutes />
        </Router>
      </RemoteLoaderContext.Provider>,
      { catalogs, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl }) },
    );
    if (role === 'staff') {
      expect(await screen.findByTestId('admin-only')).toHaveTextContent('Tento nástroj mohou otevřít jen administrátoři.');
      expect(screen.queryByRole('link', { name: 'Uživatelé' })).toBeNull();
      expect(loaded.filter((entry) => entry.includes('UsersApp'))).toEqual([]);
    } else {
      expect(await screen.findByTestId('users-stub')).toBeInTheDocument();
      expect(screen.queryByTestId('admin-only')).toBeNull();
    }
    view.unmount();
  }
});
