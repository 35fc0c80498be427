import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { InstallmentsSection } from './InstallmentsSection';

function renderSection(answer: FakeAnswer, locale: 'cs' | 'ro' = 'cs') {
  const server = fakeFetch(() => answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<InstallmentsSection />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const row = (order_number: string, state: string, provider_name: string) => ({
  order_number,
  created_at: '2026-11-20T10:00:00Z',
  order_total: 24990,
  provider: 'cofidis',
  provider_name,
  months: 12,
  monthly_payment: 2195,
  state,
  decided_at: state === 'submitted' ? null : '2026-11-20T10:00:05Z',
});

test('lists each installment order with its plan and the application state, linked to the order', async () => {
  const server = renderSection({ status: 200, body: [row('E123456789', 'approved', 'Cofidis'), row('E987654321', 'rejected', 'Cofidis')] });
  const rows = await screen.findAllByTestId('installment-row');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByRole('link', { name: 'E123456789' })).toHaveAttribute('href', '/objednavky/E123456789/');
  expect(rows[0]).toHaveTextContent(/12 × 2\s195\sKč/);
  expect(rows[0]).toHaveTextContent('Schváleno');
  expect(rows[1]).toHaveTextContent('Zamítnuto');
  expect(server.calls[0]!.url).toContain('/api/new/orders/installments/');
});

test('Romanian: states and the empty overview are translated', async () => {
  renderSection({ status: 200, body: [row('E123456789', 'submitted', 'TBI Bank')] }, 'ro');
  const [only] = await screen.findAllByTestId('installment-row');
  expect(only).toHaveTextContent('Cerere trimisă, în curs de aprobare');
  expect(within(only!).getByRole('link', { name: 'E123456789' })).toHaveAttribute('href', '/comenzi/E123456789/');
});

test('no installment orders yet says so', async () => {
  renderSection({ status: 200, body: [] });
  expect(await screen.findByText('Zatím jste nenakupovali na splátky.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
