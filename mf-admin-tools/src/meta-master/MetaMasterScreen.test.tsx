import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { MetaMasterScreen } from './MetaMasterScreen';

const BASE = '/api/new/mp-meta-master/admin';
const group = { id: 3, name: 'iPhone 15', master_products: [{ id: 11, name: 'iPhone 15 128 GB' }] };

function answer(url: string, init: RequestInit): FakeAnswer {
  const method = init.method ?? 'GET';
  if (url.startsWith('/api/new/admin/meta-masters/')) return { status: 200, body: { results: [{ id: 3, name: 'iPhone 15', size: 1 }] } };
  if (url.startsWith(`${BASE}/get-meta-master/3/`)) return { status: 200, body: group };
  if (url.startsWith(`${BASE}/exclude-meta-master/3`)) return { status: 200, body: { results: [{ id: 4, name: 'Galaxy S24', size: 2 }] } };
  if (url.startsWith('/api/new/admin/master-products/')) {
    return { status: 200, body: { count: 1, results: [{ id: 12, name: 'iPhone 15 256 GB', manufacturer_name: 'Apple', type_device_name: 'Telefony', product_count: 4, meta_master: null }] } };
  }
  if (method === 'PATCH' && url === `${BASE}/swap-meta-master/11/`) return { status: 200, body: { id: 4, name: 'Galaxy S24', master_products: [] } };
  if (method === 'PATCH' && url === `${BASE}/add-master-product/`) return { status: 200, body: group };
  if (method === 'DELETE') return { status: 200, body: { id: 3 } };
  return { status: 404, body: { detail: 'not found' } };
}

function setup() {
  const server = fakeFetch(answer);
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'ro', fetchImpl: server.fetchImpl });
  renderInWidget(<MetaMasterScreen />, { locale: 'ro', market: 'RO', catalogs, apiClient, queryClient: new QueryClient() });
  return server;
}

const body = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

test('a picked meta-master’s master product moves to another group chosen from the exclude list (AT-M1, AT-M7)', async () => {
  const server = setup();
  fireEvent.click(await screen.findByRole('button', { name: 'iPhone 15' }));
  await screen.findByRole('option', { name: 'Galaxy S24 (2)' });
  fireEvent.change(screen.getByLabelText(/^Mută iPhone 15 128 GB în/), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Mută' }));
  expect(await screen.findByText('Produsul master a fost mutat.')).toBeInTheDocument();
  const swap = server.calls.find((call) => call.url === `${BASE}/swap-meta-master/11/`)!;
  expect(body(swap.init)).toEqual({ meta_master_id: 4 });
});

test('an ungrouped master product found by name is added (AT-M2); delete asks first and does nothing when declined', async () => {
  const server = setup();
  fireEvent.click(await screen.findByRole('button', { name: 'iPhone 15' }));
  fireEvent.change(await screen.findByLabelText(/^Denumirea produsului master/), { target: { value: 'iphone 15' } });
  fireEvent.click(screen.getByRole('button', { name: 'Caută' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Adaugă' }));
  await waitFor(() => expect(server.calls.some((call) => call.url === `${BASE}/add-master-product/`)).toBe(true));
  expect(body(server.calls.find((call) => call.url === `${BASE}/add-master-product/`)!.init)).toEqual({ meta_master_id: 3, master_product_id: 12 });

  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  fireEvent.click(screen.getByRole('button', { name: 'Șterge meta-masterul' }));
  expect(server.calls.some((call) => call.init.method === 'DELETE')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Șterge meta-masterul' }));
  await waitFor(() => expect(server.calls.some((call) => call.url === `${BASE}/delete-meta-master/3/`)).toBe(true));
  expect(confirm).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(screen.queryByTestId('meta-master-detail')).not.toBeInTheDocument());
});

test('the list’s search lives in the address: typed, it reaches the server and the address; a link with it searches at once', async () => {
  window.history.replaceState(null, '', '/admin/meta-mastere/?meta-masters.search=iPhone');
  const server = setup();
  await waitFor(() => expect(server.calls[0]!.url).toBe('/api/new/admin/meta-masters/?search=iPhone'));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Caută meta-master' }), { target: { value: 'Galaxy' } });
  await waitFor(() => expect(server.calls.at(-1)!.url).toBe('/api/new/admin/meta-masters/?search=Galaxy'));
  expect(window.location.search).toBe('?meta-masters.search=Galaxy');
  window.history.replaceState(null, '', '/');
});
