import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { InstallmentProvider } from '@shop/shared/contract/admin-feeds';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { ProviderForm } from './ProviderForm';

const provider: InstallmentProvider = { id: 3, code: 'tbi', name: 'TBI Bank', arrange_type: 'online', enabled: true, min_amount: 300, max_amount: null, months: [6, 12], rate: 0, rpsn: 0, down_payment_percent: 0 };

function render(answer: (body: Record<string, unknown>) => FakeAnswer, locale: 'cs' | 'ro' = 'ro') {
  const server = fakeFetch((_url, init) => answer(JSON.parse(String(init.body)) as Record<string, unknown>));
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInWidget(<ProviderForm provider={provider} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, apiClient, queryClient });
  return { bodies: () => server.calls.map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>) };
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf-token';
});

test('edits are sent as numbers, months sorted, a decimal comma read as a point', async () => {
  const { bodies } = render((body) => ({ status: 200, body: { ...provider, ...body } }));
  fireEvent.click(screen.getByRole('checkbox', { name: '24' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '6' }));
  fireEvent.change(screen.getByLabelText(/^Suma maximă \(Lei\)/), { target: { value: '20000' } });
  fireEvent.change(screen.getByLabelText(/^Dobândă anuală/), { target: { value: '9,9' } });
  fireEvent.change(screen.getByLabelText(/^DAE/), { target: { value: '10,36' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Oferă clienților' }));
  fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
  expect(await screen.findByText('Setările TBI Bank au fost salvate.')).toBeInTheDocument();
  expect(bodies()[0]).toEqual({ enabled: false, min_amount: 300, max_amount: 20000, months: [12, 24], rate: 9.9, rpsn: 10.36, down_payment_percent: 0 });
});

test('field errors show at their fields and the typed values stay (CZ)', async () => {
  render(() => ({ status: 400, body: { max_amount: ['Hodnota je příliš nízká.'] } }), 'cs');
  fireEvent.change(screen.getByLabelText(/^Nejvyšší částka/), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await waitFor(() => expect(screen.getByLabelText(/^Nejvyšší částka/)).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Hodnota je příliš nízká.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Nejvyšší částka/)).toHaveValue(100);
});
