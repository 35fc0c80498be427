import { screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { createQueryClient } from '@shop/shared/query/query-client';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { seedSessionFromPage, sessionQueryKey, useSession } from './use-session';

const staff = { user: { id: 7, email: 'staff@example.com', first_name: 'Eva', last_name: 'Dvořáková', role: 'staff' as const }, csrf_token: 't' };

function WhoIsIn() {
  const session = useSession();
  return <p>{session.data?.user?.first_name ?? '…'}</p>;
}

function renderWith(seed: (queryClient: ReturnType<typeof createQueryClient>) => void) {
  const server = fakeFetch(() => ({ status: 200, body: staff }));
  const queryClient = createQueryClient();
  seed(queryClient);
  renderInWidget(<WhoIsIn />, { queryClient, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }) });
  return server.calls.filter((call) => call.url.includes('/api/new/auth/me/'));
}

test('the session that came with the page is shown without asking the server again', async () => {
  const asked = renderWith((queryClient) => seedSessionFromPage(queryClient, staff));
  expect(screen.getByText('Eva')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(asked).toHaveLength(0);
});

test('a session written otherwise (a login) is refreshed when a part showing it mounts', async () => {
  const asked = renderWith((queryClient) => queryClient.setQueryData(sessionQueryKey, staff));
  expect(screen.getByText('Eva')).toBeInTheDocument();
  await waitFor(() => expect(asked).toHaveLength(1));
});
