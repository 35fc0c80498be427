import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { StaffReview } from '@shop/shared/contract/reviews';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { ReviewsAdmin } from './ReviewsAdmin';
import { reviewsStore } from './reviews-store';

const REVIEW: StaffReview = {
  id: 41,
  master_product_seo_name: 'galaxy-s24',
  product_name: 'Samsung Galaxy S24 128 GB',
  rating: 4,
  pros: 'Displej',
  cons: '',
  text: 'Spokojenost.',
  full_name: 'Jana Nováková',
  email: 'jana@example.cz',
  verified_purchase: true,
  status: 'pending',
  disapproval_reason: '',
  decided_by: null,
  decided_at: null,
  updated_by: null,
  updated_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
};

function renderAdmin(patch: (url: string, body: Record<string, unknown>) => FakeAnswer) {
  const server = fakeFetch((url, init) => {
    if (init.method === 'PATCH') return patch(url, JSON.parse(String(init.body)) as Record<string, unknown>);
    if (url.includes('/admin/detail/')) return { status: 200, body: REVIEW };
    return { status: 200, body: { count: 1, results: [REVIEW] } };
  });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInWidget(<ReviewsAdmin />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient });
  return server;
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf-token';
  // The grid's filters live in the address: each test starts without any.
  window.history.replaceState(null, '', '/admin/recenze/');
  reviewsStore.setState({ openId: null });
});

test('the grid asks for pending reviews first and sends the filters; a row opens the editor', async () => {
  const server = renderAdmin(() => ({ status: 500, body: {} }));
  const grid = await screen.findByTestId('reviews-grid');
  expect(await within(grid).findByText('Samsung Galaxy S24 128 GB')).toBeInTheDocument();
  expect(server.calls[0]!.url).toContain('status=pending');
  fireEvent.change(within(grid).getByLabelText('Hodnocení'), { target: { value: '4' } });
  await within(grid).findByText('Samsung Galaxy S24 128 GB');
  expect(server.calls.at(-1)!.url).toMatch(/rating=4/);
  fireEvent.click(within(grid).getByRole('button', { name: 'Otevřít recenzi od Jana Nováková' }));
  expect(await screen.findByTestId('review-editor')).toHaveTextContent('jana@example.cz');
});

test('the filters live in the address: back from a review, and after a reload, the grid shows them; every status is "" not pending', async () => {
  const server = renderAdmin(() => ({ status: 500, body: {} }));
  const grid = await screen.findByTestId('reviews-grid');
  fireEvent.change(within(grid).getByLabelText('Stav'), { target: { value: '' } });
  fireEvent.change(within(grid).getByLabelText('Hodnocení'), { target: { value: '5' } });
  expect(window.location.search).toBe('?reviews.status=&reviews.rating=5');
  fireEvent.click(await within(grid).findByRole('button', { name: 'Otevřít recenzi od Jana Nováková' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Zpět na seznam recenzí' }));
  expect(await screen.findByLabelText('Hodnocení')).toHaveValue('5');
  expect(screen.getByLabelText('Stav')).toHaveValue('');
  const lastList = server.calls.filter((call) => call.url.includes('/admin/list/')).at(-1)!.url;
  expect(lastList).toMatch(/rating=5/);
  expect(lastList).not.toMatch(/status=/);
});

test('disapproving without a reason shows the server field error and keeps the edit form as typed', async () => {
  const sent: [string, Record<string, unknown>][] = [];
  reviewsStore.getState().open(REVIEW.id);
  renderAdmin((url, body) => {
    sent.push([url, body]);
    return { status: 400, body: { disapproval_reason: ['Toto pole je povinné.'] } };
  });
  const editor = await screen.findByTestId('review-editor');
  fireEvent.change(within(editor).getByLabelText('Text recenze'), { target: { value: 'Opraveno' } });
  fireEvent.click(within(editor).getByRole('button', { name: 'Zamítnout' }));
  expect(await within(editor).findByText('Toto pole je povinné.')).toBeInTheDocument();
  expect(sent).toEqual([['/api/new/product-reviews/admin/approve/41/', { approved: false, disapproval_reason: '' }]]);
  expect(within(editor).getByLabelText('Text recenze')).toHaveValue('Opraveno');
});
