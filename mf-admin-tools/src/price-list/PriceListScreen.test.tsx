import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { PriceListScreen } from './PriceListScreen';

function render(answer: (body: Record<string, unknown>) => FakeAnswer, locale: 'cs' | 'ro' = 'cs') {
  const server = fakeFetch((_url, init) => answer(JSON.parse(String(init.body)) as Record<string, unknown>));
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInWidget(<PriceListScreen />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, apiClient, queryClient });
  return { bodies: () => server.calls.map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>) };
}

const change = { line: 2, product_id: 5, code: 'IP13-128', name: 'Apple iPhone 13 <128 GB>', old_price: 15990, new_price: 14990 };

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf-token';
});

test('a file is previewed first (prices per market, names as text), then saved with apply', async () => {
  const { bodies } = render((body) => ({ status: 200, body: { applied: Boolean(body.apply), changes: [change], unchanged: 3 } }));
  const file = new File(['code;price\nIP13-128;14990\n'], 'ceny.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText(/^Soubor CSV/), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Zobrazit změny' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Zobrazit změny' }));
  const preview = await screen.findByTestId('price-preview');
  expect(preview).toHaveTextContent('Mění se cen: 1, beze změny: 3.');
  const row = within(preview).getByRole('row', { name: /IP13-128/ });
  expect(row).toHaveTextContent('Apple iPhone 13 <128 GB>');
  expect(row).toHaveTextContent(/15\s990\sKč/);
  expect(row).toHaveTextContent(/14\s990\sKč/);
  fireEvent.click(within(preview).getByRole('button', { name: 'Uložit nové ceny' }));
  expect(await screen.findByText('Změněno cen: 1')).toBeInTheDocument();
  expect(bodies().map((body) => [body.file_name, body.apply])).toEqual([
    ['ceny.csv', false],
    ['ceny.csv', true],
  ]);
  expect(String(bodies()[0]!.content)).toContain('IP13-128;14990');
});

test('refused rows are listed by line in Romanian; nothing is previewed', async () => {
  render(() => ({ status: 400, body: { rows: { '3': { code: ['Nu există în magazin niciun produs cu acest cod.'] } } } }), 'ro');
  fireEvent.change(screen.getByLabelText(/^Fișier CSV/), { target: { files: [new File(['code;price\n'], 'preturi.csv', { type: 'text/csv' })] } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Afișează modificările' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Afișează modificările' }));
  expect(await screen.findByTestId('price-rows')).toHaveTextContent('Nu există în magazin niciun produs cu acest cod.');
  expect(screen.queryByTestId('price-preview')).not.toBeInTheDocument();
});
