import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { UsersScreen } from './UsersScreen';

test('the users grid is the market’s own staff; an admin can ask for every market, and no checkbox pretends to act (issue #33)', async () => {
  window.history.replaceState(null, '', '/admin/uzivatele/');
  const server = fakeFetch((url) => ({
    status: 200,
    body: {
      count: 1,
      results: [{ id: 4, email: 'andreea@example.ro', first_name: 'Andreea', last_name: 'Ionescu', role: 'staff', active: true, market: url.includes('markets=all') ? 'RO' : null }],
    },
  }));
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<UsersScreen />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });
  expect(await screen.findByRole('button', { name: 'andreea@example.ro' })).toBeInTheDocument();
  expect(server.calls[0]!.url).toContain('markets=own');
  expect(screen.queryAllByRole('checkbox')).toEqual([]);
  fireEvent.change(screen.getByLabelText('Obchod'), { target: { value: 'all' } });
  await waitFor(() => expect(server.calls.at(-1)!.url).toContain('markets=all'));
  expect(await screen.findByRole('cell', { name: 'RO' })).toBeInTheDocument();
});
