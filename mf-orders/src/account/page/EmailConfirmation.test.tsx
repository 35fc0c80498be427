import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { accountPersonalData } from '@shop/shared/contract/account';
import { catalogueFavourites } from '@shop/shared/contract/catalogue';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { routeKey } from '@shop/shared/query/route-query';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { EmailConfirmation } from './EmailConfirmation';

function renderPage(answer: () => FakeAnswer) {
  const server = fakeFetch((url) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : answer()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(routeKey(accountPersonalData, {}), { kept: true });
  queryClient.setQueryData(routeKey(catalogueFavourites, {}), { kept: true });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<EmailConfirmation token="mail-token" />, { catalogs, queryClient, apiClient });
  return { queryClient, posts: () => server.calls.filter((call) => call.url.endsWith('/account/email-confirmation/')) };
}

test('the link confirms once, says so and marks every account answer stale, nothing else', async () => {
  const { queryClient, posts } = renderPage(() => ({ status: 200, body: { detail: 'ok' } }));
  expect(await screen.findByText('Děkujeme, váš e-mail je potvrzený.')).toBeInTheDocument();
  expect(posts()).toHaveLength(1);
  expect(JSON.parse(String(posts()[0]!.init.body))).toEqual({ token: 'mail-token' });
  await waitFor(() => expect(queryClient.getQueryState(routeKey(accountPersonalData, {}))?.isInvalidated).toBe(true));
  expect(queryClient.getQueryState(routeKey(catalogueFavourites, {}))?.isInvalidated).toBe(false);
});

test("a used link shows the server's text for the token", async () => {
  renderPage(() => ({ status: 400, body: { token: ['Odkaz už byl použit.'] } }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Odkaz už byl použit.');
});
