import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { TasksScreen } from './TasksScreen';

const task = { id: 1, title: 'Vrátit peníze', description: '', assignee: null, assignee_name: null, due_date: null, status: 'open', overdue: false, created_by_email: 'a@example.cz', created_at: '2026-11-25T10:00:00.000Z', closed_at: null, comments: [] };

test('a task’s subject links to the desk that finds it by its number (AT-T1); a task about nothing has no link', async () => {
  const server = fakeFetch(() => ({
    status: 200,
    body: {
      count: 3,
      results: [
        { ...task, id: 1, subject_kind: 'order', subject_ref: 'E000000042' },
        { ...task, id: 2, subject_kind: 'buyout', subject_ref: '17' },
        { ...task, id: 3, subject_kind: 'none', subject_ref: '' },
      ],
    },
  }));
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<TasksScreen />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
  expect(await screen.findByRole('link', { name: 'Objednávka E000000042' })).toHaveAttribute('href', '/admin/objednavky/?orders.search=E000000042');
  expect(screen.getByRole('link', { name: 'Výkup 17' })).toHaveAttribute('href', '/admin/vykupy/?buyouts.search=17');
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
