import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { RegistrationPage } from './RegistrationPage';

const newUser = { id: 7, email: 'jana@example.com', first_name: 'Jana', last_name: 'Nováková', role: 'customer' };

function renderPage(register: () => FakeAnswer, options: { locale?: 'cs' | 'ro'; market?: 'CZ' | 'RO' } = {}) {
  const { locale = 'cs', market = 'CZ' } = options;
  const server = fakeFetch((url) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : register()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<RegistrationPage />, { locale, market, catalogs, queryClient, apiClient });
  return { posts: () => server.calls.filter((call) => call.url.includes('/account/register/')), queryClient };
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(new RegExp(`^${label}\\*?$`)), { target: { value } });
}

const valid = { 'E-mail': 'jana@example.com', Jméno: 'Jana', Příjmení: 'Nováková', Heslo: 'Jaro-2026!', 'Heslo znovu': 'Jaro-2026!' };

beforeEach(() => window.history.pushState(null, '', '/registrace/'));

test('checks the password rules and the repetition before sending anything', async () => {
  const { posts } = renderPage(() => ({ status: 201, body: { user: newUser, csrf_token: 'next' } }));
  fill({ ...valid, Heslo: 'jaro2026', 'Heslo znovu': 'jaro2025' });
  fireEvent.click(screen.getByRole('button', { name: 'Zaregistrovat se' }));

  expect(await screen.findByText('Heslo musí obsahovat velké písmeno, malé písmeno, číslici a speciální znak.')).toBeInTheDocument();
  expect(screen.getByText('Hesla se musí shodovat.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Heslo\*?$/)).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toHaveLength(0);
});

test("shows the server's 400 at its field and keeps what was typed", async () => {
  const { posts } = renderPage(() => ({ status: 400, body: { email: ['Účet s tímto e-mailem už existuje.'] } }));
  fill(valid);
  fireEvent.click(screen.getByRole('button', { name: 'Zaregistrovat se' }));

  expect(await screen.findByText('Účet s tímto e-mailem už existuje.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Jméno/)).toHaveValue('Jana');
  expect(posts()).toHaveLength(1);
});

test('a created account is logged in and lands on the account page of the market', async () => {
  const { posts, queryClient } = renderPage(() => ({ status: 201, body: { user: newUser, csrf_token: 'next' } }), { locale: 'ro', market: 'RO' });
  fill({ 'E-mail': 'jana@example.com', Prenume: 'Jana', Nume: 'Nováková', Parolă: 'Jaro-2026!', 'Repetați parola': 'Jaro-2026!' });
  fireEvent.click(screen.getByRole('button', { name: 'Înregistrează-te' }));

  await waitFor(() => expect(window.location.pathname).toBe('/cont/'));
  expect(JSON.parse(String(posts()[0]!.init.body))).toMatchObject({ email: 'jana@example.com', password: 'Jaro-2026!', password_confirmation: 'Jaro-2026!' });
  expect(queryClient.getQueryData(['auth.me', {}])).toMatchObject({ user: { email: 'jana@example.com' } });
});
