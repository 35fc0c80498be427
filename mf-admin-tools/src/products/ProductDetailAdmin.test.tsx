import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { AdminProductDetail } from '@shop/shared/contract/admin-products';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { ProductDetailAdmin } from './ProductDetailAdmin';

const product: AdminProductDetail = {
  id: 41,
  code: 'APL-IP13-128-BLK',
  seo_name: 'apple-iphone-13-128-gb-black',
  name: 'Apple iPhone 13 128 GB černý',
  price: 12999,
  version: 3,
  master_product: { id: 7, name: 'iPhone 13' },
  manufacturer: { id: 1, name: 'Apple' },
  type_device: { id: 2, name: 'Mobilní telefony' },
  images: [],
  attributes: [{ attribute_id: 5, code: 'storage', name: 'Úložiště', unit: 'GB', value: '128', choices: ['128', '256'] }],
  bonuses: { type_device_cap: 10, rows: [] },
  stock: { stores: [{ store_id: 9, name: 'Praha Chodov', city: 'Praha', quantity: 2 }], warehouse: 4, changes: [] },
  seo: { cs: { title: '', description: '', long_text: '' }, ro: { title: '', description: '', long_text: '' } },
};

function setup(answerSave: (url: string, body: Record<string, unknown>) => FakeAnswer) {
  const server = fakeFetch((url, init) => {
    if (!init.method || init.method === 'GET') return { status: 200, body: product };
    return answerSave(url, JSON.parse(String(init.body)) as Record<string, unknown>);
  });
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<ProductDetailAdmin id={product.id} onBack={jest.fn()} onOpenMaster={jest.fn()} />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });
  return server;
}

beforeEach(() => sessionStorage.clear());

test('SEO texts are sent with the loaded version and the CSRF token; a 400 stays at its field with the typing kept', async () => {
  const server = setup(() => ({ status: 400, body: { cs: { title: ['Nejvýše 70 znaků.'] } } }));
  fireEvent.click(await screen.findByRole('tab', { name: 'SEO texty' }));
  const title = screen.getByLabelText(/^SEO titulek \(Čeština\)/);
  fireEvent.change(title, { target: { value: 'Nový titulek' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit SEO texty' }));
  expect(await screen.findByText('Nejvýše 70 znaků.')).toBeInTheDocument();
  expect(title).toHaveValue('Nový titulek');
  expect(title).toHaveAttribute('aria-invalid', 'true');
  const saved = server.calls.find((call) => call.init.method === 'PUT')!;
  expect(saved.url).toBe('/api/new/admin/products/41/seo/');
  expect((saved.init.headers as Record<string, string>)['X-CSRFToken'] ?? new Headers(saved.init.headers).get('x-csrftoken')).toBe('test-csrf-token');
  expect(JSON.parse(String(saved.init.body))).toEqual({ version: 3, cs: { title: 'Nový titulek', description: '', long_text: '' }, ro: { title: '', description: '', long_text: '' } });
});

test('a stale edit (409) shows the server’s message and keeps the draft', async () => {
  setup(() => ({ status: 409, body: { detail: 'Produkt mezitím změnil někdo jiný.' } }));
  fireEvent.click(await screen.findByRole('tab', { name: 'Parametry' }));
  const storage = screen.getByLabelText(/^Úložiště \(GB\)/);
  fireEvent.change(storage, { target: { value: '256' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit parametry' }));
  expect(await screen.findByText('Produkt mezitím změnil někdo jiný.')).toBeInTheDocument();
  expect(storage).toHaveValue('256');
});

test('stock: the reason and the quantities go out, the success message shows and the tab is remembered', async () => {
  const server = setup((_url, body) => ({ status: 200, body: { ...product, version: 4, stock: { ...product.stock, warehouse: body.warehouse } } }));
  fireEvent.click(await screen.findByRole('tab', { name: 'Sklad a prodejny' }));
  fireEvent.change(screen.getByLabelText(/^Praha Chodov, Praha/), { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText(/^Důvod změny/), { target: { value: 'Inventura' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit sklad' }));
  expect(await screen.findByText('Změny byly uloženy.')).toBeInTheDocument();
  const saved = server.calls.find((call) => call.init.method === 'PUT')!;
  expect(JSON.parse(String(saved.init.body))).toEqual({ version: 3, reason: 'Inventura', warehouse: 4, stores: [{ store_id: 9, quantity: 5 }] });
  await waitFor(() => expect(screen.getByLabelText(/^Důvod změny/)).toHaveValue(''));
});

test('the next product opens on the tab staff used last', async () => {
  setup(() => ({ status: 500 }));
  fireEvent.click(await screen.findByRole('tab', { name: 'Bonusy' }));
  cleanup();
  setup(() => ({ status: 500 }));
  const tabs = await screen.findByRole('tablist', { name: 'Části produktu' });
  expect(within(tabs).getByRole('tab', { name: 'Bonusy' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText(/bonus až 10 %/)).toBeInTheDocument();
});
