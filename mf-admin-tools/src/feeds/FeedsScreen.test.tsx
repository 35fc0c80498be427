import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { FeedsScreen } from './FeedsScreen';

const heureka = { kind: 'heureka', url: 'https://shop.example/api/new/feeds/heureka.xml', product_count: 0, generated_at: null };

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf-token';
});

test('lists the feeds with their address; regenerate posts for that feed and shows the new count', async () => {
  let regenerated = false;
  const server = fakeFetch((url, init) => {
    if (init.method === 'POST') {
      regenerated = true;
      return { status: 200, body: { ...heureka, product_count: 1234, generated_at: '2026-11-25T10:00:00.000Z' } };
    }
    return { status: 200, body: { results: [regenerated ? { ...heureka, product_count: 1234, generated_at: '2026-11-25T10:00:00.000Z' } : heureka] } };
  });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<FeedsScreen />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
  const row = await screen.findByTestId('feed-heureka');
  expect(within(row).getByRole('link', { name: heureka.url })).toHaveAttribute('href', heureka.url);
  expect(row).toHaveTextContent('zatím nikdy');
  fireEvent.click(within(row).getByRole('button', { name: 'Přegenerovat' }));
  expect(await screen.findByText('Feed Heureka (XML) byl přegenerován: 1234 produktů.')).toBeInTheDocument();
  expect(server.calls.some((call) => String(call.url).endsWith('/api/new/admin/feeds/heureka/regenerate/') && call.init.method === 'POST')).toBe(true);
  expect(await within(screen.getByTestId('feed-heureka')).findByText(/1\s234/)).toBeInTheDocument();
});
