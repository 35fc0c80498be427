import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { TaskForm } from './TaskForm';

function renderForm(answer: FakeAnswer) {
  const server = fakeFetch((url): FakeAnswer => (url.includes('/admin/users/active/') ? { status: 200, body: { results: [{ id: 4, name: 'Ioana Popescu', email: 'i@example.ro' }] } } : answer));
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'ro', fetchImpl: server.fetchImpl });
  const onDone = jest.fn();
  renderInWidget(<TaskForm task={null} onDone={onDone} />, { locale: 'ro', market: 'RO', catalogs, apiClient, queryClient: new QueryClient() });
  return { server, onDone };
}

test('a task with a subject, assignee and due day is sent in the contract’s shape (AT-T1)', async () => {
  const created = { id: 1, title: 'Sună clientul', description: '', subject_kind: 'order', subject_ref: 'RO-1001', assignee: 4, assignee_name: 'Ioana Popescu', due_date: '2026-12-24', status: 'open', overdue: false, created_by_email: 'a@example.ro', created_at: '2026-11-25T10:00:00.000Z', closed_at: null, comments: [] };
  const { server, onDone } = renderForm({ status: 201, body: created });
  fireEvent.change(screen.getByLabelText(/^Titlu/), { target: { value: 'Sună clientul' } });
  fireEvent.change(screen.getByLabelText(/^Se referă la/), { target: { value: 'order' } });
  fireEvent.change(screen.getByLabelText(/^Număr/), { target: { value: 'RO-1001' } });
  await screen.findByRole('option', { name: 'Ioana Popescu' });
  fireEvent.change(screen.getByLabelText(/^Responsabil/), { target: { value: '4' } });
  fireEvent.change(screen.getByLabelText(/^Termen/), { target: { value: '2026-12-24' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const saved = server.calls.find((call) => call.init.method === 'POST')!;
  expect(saved.url).toBe('/api/new/admin/tasks/');
  expect(JSON.parse(String(saved.init.body))).toEqual({
    title: 'Sună clientul',
    description: '',
    subject_kind: 'order',
    subject_ref: 'RO-1001',
    assignee: 4,
    due_date: '2026-12-24',
    status: 'open',
  });
});

test('a 400 shows at the field and keeps the typed title', async () => {
  const { onDone } = renderForm({ status: 400, body: { subject_ref: ['Acest câmp este obligatoriu.'] } });
  fireEvent.change(screen.getByLabelText(/^Titlu/), { target: { value: 'Verifică răscumpărarea' } });
  fireEvent.change(screen.getByLabelText(/^Se referă la/), { target: { value: 'buyout' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
  expect(await screen.findByText('Acest câmp este obligatoriu.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Număr/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Titlu/)).toHaveValue('Verifică răscumpărarea');
  expect(onDone).not.toHaveBeenCalled();
});
