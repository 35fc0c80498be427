import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { PackagingState } from '@shop/shared/contract/order-packaging';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { PackagingScreen } from './PackagingScreen';

const NUMBER = 'E123456789';
const STATE_PATH = `/api/new/orders/staff/orders/${NUMBER}/packaging/`;

const scannedNotMeasured: PackagingState = {
  order_number: NUMBER,
  status: 'processing',
  crate: null,
  lines: [{ id: 31, product_code: 'IP15-128', name: 'iPhone 15', quantity: 1, serialised: true, packed_quantity: 1, pieces: [{ id: 501, serial_number: 'CZW0001', imei: '490154203237518' }] }],
  package: { id: 3, status: 'picking', measures: null },
  supplier_lines: [],
  all_items_packed: false,
  can_unscan: true,
  can_pack: true,
};
const packed: PackagingState = { ...scannedNotMeasured, status: 'packed', package: { id: 3, status: 'packed', measures: { weight_kg: 0.4, width_cm: 20, height_cm: 12, depth_cm: 6 } }, all_items_packed: true, can_pack: false };

test('a refused scan’s message goes once the parcel is measured and the order packed', async () => {
  let current = scannedNotMeasured;
  const server = fakeFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (pathname === STATE_PATH) return { status: 200, body: current };
    if (pathname === `${STATE_PATH}scans/` && init.method === 'POST') return { status: 400, body: { code: ['Tento kus už je zabalený.'] } };
    if (pathname === `${STATE_PATH}package/` && init.method === 'PUT') {
      current = packed;
      return { status: 200, body: packed };
    }
    return { status: 404, body: { detail: 'not faked' } };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<PackagingScreen orderNumber={NUMBER} onBack={() => undefined} />, { locale: 'cs', market: 'CZ', catalogs, queryClient, apiClient });

  const scan = await screen.findByTestId('packaging-scan');
  fireEvent.change(scan, { target: { value: 'CZW0001' } });
  fireEvent.submit(scan.closest('form')!);
  expect(await screen.findByText('Tento kus už je zabalený.')).toBeInTheDocument();
  expect(screen.getByText('Naskenováno CZW0001: nepřijato')).toBeInTheDocument();

  for (const [field, value] of [['weight_kg', '0.4'], ['width_cm', '20'], ['height_cm', '12'], ['depth_cm', '6']] as const) {
    fireEvent.change(screen.getByTestId(`package-${field}`), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Uložit hmotnost a rozměry' }));
  expect(await screen.findByText('Objednávka je zabalená.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Tento kus už je zabalený.')).toBeNull());
  expect(screen.queryByText(/nepřijato/)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
