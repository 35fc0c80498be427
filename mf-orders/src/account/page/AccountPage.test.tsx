import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { AccountPage } from './AccountPage';

const customer = { id: 1, email: 'jana@example.cz', role: 'customer', first_name: 'Jana', last_name: 'Nováková' };
const personalData = { email: 'jana@example.cz', email_confirmed: true, first_name: 'Jana', last_name: 'Nováková', phone: '' };

function renderAccount(user: object | null) {
  window.history.replaceState(null, '', '/ucet/');
  const server = fakeFetch((url) => {
    if (url.includes('/auth/me/')) return { status: 200, body: { user, csrf_token: 'c'.repeat(32) } };
    if (url.includes('/account/personal-data/')) return user ? { status: 200, body: personalData } : { status: 401, body: { detail: 'Nejste přihlášeni.' } };
    return { status: 404, body: { detail: 'x' } };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<AccountPage />, { locale: 'cs', market: 'CZ', catalogs, queryClient, apiClient });
  return { personalDataCalls: () => server.calls.filter((call) => call.url.includes('/account/personal-data/')) };
}

test('a visitor who is not signed in is asked to sign in, and the page asks nothing that could only answer 401', async () => {
  const { personalDataCalls } = renderAccount(null);
  expect(await screen.findByRole('link', { name: 'přihlaste' })).toHaveAttribute('href', '/prihlaseni/');
  expect(personalDataCalls()).toHaveLength(0);
});

test('a signed-in customer gets the personal data', async () => {
  const { personalDataCalls } = renderAccount(customer);
  expect(await screen.findByDisplayValue('Nováková')).toBeInTheDocument();
  expect(personalDataCalls().length).toBeGreaterThan(0);
});
