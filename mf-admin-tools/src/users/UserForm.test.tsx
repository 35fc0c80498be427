import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { UserForm } from './UserForm';

function renderForm(answer: { status: number; body: unknown }) {
  const server = fakeFetch(() => answer);
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  const onDone = jest.fn();
  renderInWidget(<UserForm user={null} onDone={onDone} />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });
  return { server, onDone };
}

function fill() {
  fireEvent.change(screen.getByLabelText(/^Jméno/), { target: { value: 'Petr' } });
  fireEvent.change(screen.getByLabelText(/^Příjmení/), { target: { value: 'Novák' } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'petr@example.cz' } });
  fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'admin' } });
}

test('a new user is saved without any password field; the body is the contract’s (AT-A4d)', async () => {
  const { server, onDone } = renderForm({ status: 201, body: { id: 5, email: 'petr@example.cz', first_name: 'Petr', last_name: 'Novák', role: 'admin', active: true, market: 'CZ' } });
  expect(document.querySelector('input[type="password"]')).toBeNull();
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const saved = server.calls.find((call) => call.init.method === 'POST')!;
  expect(saved.url).toBe('/api/new/admin/users/save/');
  expect(JSON.parse(String(saved.init.body))).toEqual({ id: null, email: 'petr@example.cz', first_name: 'Petr', last_name: 'Novák', role: 'admin', active: true });
});

test('a 400 shows the server’s message at its field and keeps what was typed', async () => {
  const { onDone } = renderForm({ status: 400, body: { email: ['Účet s tímto e-mailem už existuje.'] } });
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Účet s tímto e-mailem už existuje.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue('petr@example.cz');
  expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Příjmení/)).toHaveValue('Novák');
  expect(onDone).not.toHaveBeenCalled();
});
