import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { QrPlatbaPanel } from './QrPlatbaPanel';

const order = { orderNumber: 'E123456789', access: 'a'.repeat(43) };

function renderPanel(answer: FakeAnswer, locale: 'cs' | 'ro' = 'cs') {
  const server = fakeFetch(() => answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<QrPlatbaPanel order={order} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

test('shows the server-drawn code and the same payment written out for manual entry', async () => {
  const server = renderPanel({
    status: 200,
    body: {
      qr_platba: {
        spd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:12990.00*CC:CZK*X-VS:123456789',
        svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41"></svg>',
        iban: 'CZ65 0800 0000 1920 0014 5399',
        amount: 12990,
        currency: 'CZK',
        variable_symbol: '123456789',
        message: 'Objednavka E123456789',
      },
    },
  });
  const code = await screen.findByRole('img', { name: /QR Platba na 12\s990\sKč/ });
  expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(screen.getByTestId('qr-platba-iban')).toHaveTextContent('CZ65 0800 0000 1920 0014 5399');
  expect(screen.getByTestId('qr-platba-vs')).toHaveTextContent('123456789');
  expect(screen.getByText('Objednavka E123456789')).toBeInTheDocument();
  expect(server.calls[0]!.url).toContain(`/api/new/orders/qr-platba/E123456789/${order.access}/`);
});

test('an order without a QR Platba shows nothing', async () => {
  const server = renderPanel({ status: 200, body: { qr_platba: null } });
  expect(screen.getByText('Načítání platebních údajů…')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Načítání platebních údajů…')).toBeNull());
  expect(server.calls.length).toBe(1);
  expect(screen.queryByTestId('qr-platba')).toBeNull();
});

test('a Romanian bank transfer shows the IBAN, amount in Lei and the reference, in Romanian, without a code', async () => {
  renderPanel(
    { status: 200, body: { qr_platba: null, bank_transfer: { iban: 'RO49 AAAA 1B31 0075 9384 0000', amount: 5059, currency: 'RON', reference: 'E123456789' } } },
    'ro',
  );
  expect(await screen.findByRole('heading', { name: 'Plătiți prin transfer' })).toBeInTheDocument();
  expect(screen.getByTestId('bank-transfer-iban')).toHaveTextContent('RO49 AAAA 1B31 0075 9384 0000');
  expect(screen.getByTestId('bank-transfer-reference')).toHaveTextContent('E123456789');
  expect(screen.getByText(/5\.059\sLei/)).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
});
