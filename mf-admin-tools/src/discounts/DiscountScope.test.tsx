import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Discount } from '@shop/shared/contract/admin-discounts';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { DiscountForm } from './DiscountForm';

const discount: Discount = {
  id: 7,
  code: 'BRAND00007',
  kind: 'percent',
  value: 10,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  max_uses: null,
  max_uses_per_customer: null,
  used_count: 0,
  minimum_order: 0,
  product_ids: [],
  category_ids: [],
  manufacturer_ids: [2],
  stackable: false,
};

function render(answer: (url: string, body: Record<string, unknown> | null) => FakeAnswer, locale: 'cs' | 'ro' = 'cs') {
  const server = fakeFetch((url, init) => answer(String(url), init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null));
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = jest.fn();
  renderInWidget(<DiscountForm mode={{ kind: 'edit', discount }} onDone={onDone} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, apiClient, queryClient });
  const writes = () => server.calls.filter((call) => call.init.body).map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);
  return { onDone, writes };
}

const manufacturers: FakeAnswer = { status: 200, body: { results: [{ id: 1, name: 'Apple' }, { id: 2, name: 'Samsung' }] } };

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf-token';
});

test('a manufacturer-scoped code shows its brands ticked; ticking another saves both, nothing else scoped', async () => {
  const { onDone, writes } = render((url, body) => (url.includes('bonuses_manufacturers') ? manufacturers : { status: 200, body: { ...discount, ...body } }));
  expect(screen.getByLabelText(/^Platí pro/)).toHaveValue('manufacturers');
  expect(await screen.findByRole('checkbox', { name: 'Samsung' })).toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Apple' }));
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(writes()[0]).toMatchObject({ manufacturer_ids: [2, 1], product_ids: [], category_ids: [] });
});

const categories: FakeAnswer = {
  status: 200,
  body: [
    { id: 10, name: 'Telefoane', parent: null, url_path: '/telefoane/' },
    { id: 12, name: 'Apple', parent: 10, url_path: '/telefoane/apple/' },
    { id: 20, name: 'Tablete', parent: null, url_path: '/tablete/' },
    { id: 22, name: 'Apple', parent: 20, url_path: '/tablete/apple/' },
  ],
};

test('categories are ticked in the tree by their path, no ids typed; a refusal shows at the picker, ticks kept (RO, issue #33)', async () => {
  const { onDone, writes } = render(
    (url) => (url.includes('/categories/list/') ? categories : url.includes('bonuses_manufacturers') ? manufacturers : { status: 400, body: { category_ids: { '0': ['Categoria nu mai există.'] } } }),
    'ro',
  );
  fireEvent.change(screen.getByLabelText(/^Se aplică pentru/), { target: { value: 'categories' } });
  expect(screen.queryByRole('textbox', { name: /ID/ })).toBeNull();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Caută categorie' }), { target: { value: 'apple' } });
  expect(await screen.findByRole('checkbox', { name: 'Tablete › Apple' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Tablete' })).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Telefoane › Apple' }));
  fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
  expect(await screen.findByText('Categoria nu mai există.')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.getByRole('checkbox', { name: 'Telefoane › Apple' })).toBeChecked();
  expect(writes()[0]).toMatchObject({ category_ids: [12], product_ids: [], manufacturer_ids: [] });
});

test('products are found by the product search and added by name (issue #33)', async () => {
  const iphone = { id: 55, code: 'IP15-128', name: 'iPhone 15 128 GB', manufacturer_name: 'Apple', type_device_name: 'Telefony', price: 20000, stock: 3, master_product_id: 5 };
  const { onDone, writes } = render((url, body) =>
    url.includes('/admin/products/')
      ? { status: 200, body: { count: 1, results: url.includes('search=iph') ? [iphone] : [] } }
      : url.includes('bonuses_manufacturers')
        ? manufacturers
        : { status: 200, body: { ...discount, ...body } },
  );
  fireEvent.change(screen.getByLabelText(/^Platí pro/), { target: { value: 'products' } });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat produkt (kód nebo název)' }), { target: { value: 'iph' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Přidat IP15-128 iPhone 15 128 GB' }));
  expect(screen.getByRole('list', { name: 'Vybrané produkty' })).toHaveTextContent('IP15-128 iPhone 15 128 GB');
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(writes()[0]).toMatchObject({ product_ids: [55], category_ids: [], manufacturer_ids: [] });
});

test('whole cart empties every list', async () => {
  const { onDone, writes } = render((url, body) => (url.includes('bonuses_manufacturers') ? manufacturers : { status: 200, body: { ...discount, ...body } }));
  fireEvent.change(screen.getByLabelText(/^Platí pro/), { target: { value: 'all' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(writes()[0]).toMatchObject({ manufacturer_ids: [], product_ids: [], category_ids: [] });
});
