import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { NewPasswordForm } from './NewPasswordForm';

function renderForm(confirm: () => FakeAnswer) {
  const server = fakeFetch((url) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : confirm()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<NewPasswordForm token="link-token" />, { catalogs, queryClient, apiClient });
  return { posts: () => server.calls.filter((call) => call.url.includes('/password-reset/confirm/')) };
}

function fillPasswords(password: string, repetition: string) {
  fireEvent.change(screen.getByLabelText(/^Nové heslo\*?$/, { selector: 'input' }), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Heslo znovu\*?$/), { target: { value: repetition } });
  fireEvent.click(screen.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }));
}

test('an entirely numeric password is refused in the page with the spec message', async () => {
  const { posts } = renderForm(() => ({ status: 200, body: { user: null, csrf_token: 'x' } }));
  fillPasswords('12345678', '12345678');
  expect(await screen.findByLabelText(/^Nové heslo\*?$/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toHaveLength(0);
});

test('a used or expired link shows the server text and offers a new link', async () => {
  const { posts } = renderForm(() => ({ status: 400, body: { token: ['Odkaz už neplatí.'] } }));
  fillPasswords('Leto-2027?', 'Leto-2027?');
  expect(await screen.findByRole('alert')).toHaveTextContent('Odkaz už neplatí.');
  expect(screen.getByRole('link', { name: 'Požádat o nový odkaz' })).toHaveAttribute('href', '/obnova-hesla/');
  expect(JSON.parse(String(posts()[0]!.init.body))).toEqual({ token: 'link-token', password: 'Leto-2027?', password_confirmation: 'Leto-2027?' });
});

test('a staff member invited by an admin lands in the admin; a customer on the account page (issue #33)', async () => {
  window.scrollTo = jest.fn();
  for (const [role, path] of [
    ['staff', '/admin/'],
    ['customer', '/ucet/'],
  ] as const) {
    window.history.replaceState(null, '', '/obnova-hesla/?token=link-token');
    const user = { id: 7, email: 'nova@example.cz', first_name: 'Nová', last_name: 'Kolegyně', role };
    const { posts } = renderForm(() => ({ status: 200, body: { user, csrf_token: 'x'.repeat(32) } }));
    fillPasswords('Leto-2027?', 'Leto-2027?');
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(posts()).toHaveLength(1);
    cleanup();
  }
});
