import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { ResetRequestForm } from './ResetRequestForm';

function renderForm(answer: () => FakeAnswer) {
  const server = fakeFetch((url) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : answer()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<ResetRequestForm />, { catalogs, queryClient, apiClient });
  return { posts: () => server.calls.filter((call) => call.url.endsWith('/account/password-reset/')) };
}

function ask(email: string) {
  fireEvent.change(screen.getByLabelText(/^E-mail\*?$/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
}

test('the e-mail is sent with the CSRF token and the same answer shows whether an account exists or not', async () => {
  const { posts } = renderForm(() => ({ status: 200, body: { detail: 'Odesláno.' } }));
  ask('jana@example.cz');
  expect(await screen.findByText(/Pokud k této adrese existuje účet/)).toBeInTheDocument();
  expect(JSON.parse(String(posts()[0]!.init.body))).toEqual({ email: 'jana@example.cz' });
  expect(new Headers(posts()[0]!.init.headers).get('X-CSRFToken')).toBe('token');
});

test("the server's field error shows at the e-mail and what was typed stays", async () => {
  renderForm(() => ({ status: 400, body: { email: ['Zadejte platný e-mail.'] } }));
  ask('jana@example.cz');
  expect(await screen.findByText('Zadejte platný e-mail.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^E-mail\*?$/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^E-mail\*?$/)).toHaveValue('jana@example.cz');
});
