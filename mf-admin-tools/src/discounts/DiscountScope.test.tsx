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

test('switching to categories sends the typed ids; a bad id comes back at the field, typed text kept (RO)', async () => {
  const { onDone, writes } = render(
    (url) => (url.includes('bonuses_manufacturers') ? manufacturers : { status: 400, body: { category_ids: { '1': ['Valoarea introdusă nu este un număr.'] } } }),
    'ro',
  );
  fireEvent.change(screen.getByLabelText(/^Se aplică pentru/), { target: { value: 'categories' } });
  fireEvent.change(screen.getByLabelText(/^ID-uri categorii/), { target: { value: '12, x5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
  expect(await screen.findByText('Valoarea introdusă nu este un număr.')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^ID-uri categorii/)).toHaveValue('12, x5');
  expect(writes()[0]).toMatchObject({ category_ids: [12, null], product_ids: [], manufacturer_ids: [] });
});

test('whole cart empties every list', async () => {
  const { onDone, writes } = render((url, body) => (url.includes('bonuses_manufacturers') ? manufacturers : { status: 200, body: { ...discount, ...body } }));
  fireEvent.change(screen.getByLabelText(/^Platí pro/), { target: { value: 'all' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(writes()[0]).toMatchObject({ manufacturer_ids: [], product_ids: [], category_ids: [] });
});
