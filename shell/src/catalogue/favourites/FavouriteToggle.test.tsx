import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { FavouriteToggle } from './FavouriteToggle';
import { FavouritesLoginMerge } from './FavouritesLoginMerge';

const customer = { id: 1, email: 'jan@example.com', first_name: 'Jan', last_name: 'Novák', role: 'customer' };

function renderToggle(user: typeof customer | null, market: 'CZ' | 'RO' = 'CZ') {
  // The account's list, as the server keeps it.
  let account = ['S23'];
  const server = fakeFetch((url, init) => {
    if (url.includes('/auth/me/')) return { status: 200, body: { user, csrf_token: 'token' } };
    if (url.endsWith('/favourites/merge/')) {
      account = [...account, ...(JSON.parse(String(init.body)) as { codes: string[] }).codes];
      return { status: 200, body: { codes: account } };
    }
    if (url.endsWith('/favourites/') && init.method === 'POST') {
      account = [(JSON.parse(String(init.body)) as { code: string }).code, ...account];
      return { status: 200, body: { codes: account } };
    }
    if (url.endsWith('/favourites/')) return { status: 200, body: { codes: account, results: [] } };
    return { status: 404, body: { detail: 'Not found.' } };
  });
  renderInWidget(
    <>
      <FavouritesLoginMerge />
      <FavouriteToggle code="IP13" name="iPhone 13" />
    </>,
    { catalogs, market, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }) },
  );
  return server;
}

beforeEach(() => window.localStorage.clear());

test('an anonymous visitor marks a favourite in the browser, per market, and it survives a new page', async () => {
  renderToggle(null);
  const toggle = screen.getByRole('button', { name: 'Oblíbené: iPhone 13' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(window.localStorage.getItem('shop:favourites:CZ')!)).toEqual(['IP13']);
  expect(window.localStorage.getItem('shop:favourites:RO')).toBeNull();
});

test('a logged-in customer marks on the account; the browser list is merged into it at login', async () => {
  window.localStorage.setItem('shop:favourites:CZ', JSON.stringify(['PIXEL8']));
  const server = renderToggle(customer);
  await waitFor(() => expect(server.calls.some((call) => call.url.endsWith('/favourites/merge/'))).toBe(true));
  const merge = server.calls.find((call) => call.url.endsWith('/favourites/merge/'))!;
  expect(JSON.parse(String(merge.init.body))).toEqual({ codes: ['PIXEL8'] });
  expect(merge.headers['X-CSRFToken']).toBe('token');
  await waitFor(() => expect(window.localStorage.getItem('shop:favourites:CZ')).toBe('[]'));

  const toggle = screen.getByRole('button', { name: 'Oblíbené: iPhone 13' });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  const add = server.calls.find((call) => call.url.endsWith('/favourites/') && call.init.method === 'POST')!;
  expect(JSON.parse(String(add.init.body))).toEqual({ code: 'IP13' });
});
