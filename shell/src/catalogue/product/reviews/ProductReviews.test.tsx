import { fireEvent, screen, within } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../../locales/catalogs';
import { Router } from '../../../routing/router';
import { ProductReviews } from './ProductReviews';

const PUBLISHED = {
  count: 1,
  average: 4.5,
  results: [{ id: 7, rating: 4, pros: 'Baterie', cons: '', text: '<b>Super</b>', full_name: 'Petr Svoboda', verified_purchase: true, created_at: '2026-11-01T10:00:00.000Z' }],
};

function renderReviews(submit: (body: unknown) => FakeAnswer) {
  const server = fakeFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname.endsWith('/auth/me/')) return { status: 200, body: { user: { id: 3, email: 'jana@example.cz', first_name: 'Jana', last_name: 'Nováková', role: 'customer' }, csrf_token: 't' } };
    if (pathname.includes('/user-data-for-product-review/')) return { status: 200, body: { can_review: true, blocker: null, full_name: 'Jana Nováková' } };
    if (pathname.includes('/product-review/reviews/')) return { status: 200, body: PUBLISHED };
    return submit(JSON.parse(String(init.body)));
  });
  renderInWidget(
    <Router>
      <ProductReviews masterSeoName="iphone-13" />
    </Router>,
    { catalogs, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }) },
  );
  return server;
}

test('the average, the verified badge and the verification note sit together; review text is shown as text', async () => {
  renderReviews(() => ({ status: 500, body: {} }));
  const section = await screen.findByTestId('product-reviews');
  expect(await within(section).findByTestId('review-summary')).toHaveTextContent('Průměrné hodnocení 4,5 z 5 (1 recenze)');
  expect(within(section).getByTestId('verified-purchase')).toHaveTextContent('Ověřený nákup');
  expect(within(section).getByTestId('review-verification-note')).toHaveTextContent('Označení „Ověřený nákup“ mají jen recenze propojené s doručenou objednávkou');
  expect(within(section).getByText('<b>Super</b>')).toBeInTheDocument();
  expect(within(section).getByRole('img', { name: 'Hodnocení 4 z 5' })).toBeInTheDocument();
});

test('the stars are one native radio group (one tab stop, arrows move), and a refused submit keeps everything typed beside the messages', async () => {
  const bodies: unknown[] = [];
  renderReviews((body) => {
    bodies.push(body);
    return { status: 400, body: { full_name: ['Pro recenzi je nutné vyplnit jméno a příjmení.'] } };
  });
  const form = await screen.findByTestId('review-form');
  expect(form).toHaveTextContent('Recenzi zveřejníme po ověření.');

  fireEvent.click(within(form).getByRole('button', { name: 'Odeslat recenzi' }));
  expect(within(form).getByRole('group', { name: 'Hodnocení' })).toHaveTextContent('Vyberte prosím hodnocení.');
  expect(bodies).toHaveLength(0);

  const stars = within(form).getAllByRole('radio');
  expect(stars).toHaveLength(5);
  // The browser's own radio keys (arrows, Space) need one shared name and no tabindex taken away.
  expect(new Set(stars.map((star) => star.getAttribute('name')))).toEqual(new Set(['review-rating']));
  expect(stars.every((star) => !star.hasAttribute('tabindex'))).toBe(true);
  fireEvent.click(within(form).getByRole('radio', { name: '4 z 5 hvězdiček' }));
  expect(within(form).getByRole('radio', { name: '4 z 5 hvězdiček' })).toBeChecked();

  fireEvent.change(within(form).getByLabelText('Klady'), { target: { value: 'Výdrž' } });
  const name = within(form).getByLabelText(/Jméno a příjmení/);
  expect(name).toHaveValue('Jana Nováková');
  fireEvent.change(name, { target: { value: 'Jana' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Odeslat recenzi' }));

  expect(await within(form).findByText('Pro recenzi je nutné vyplnit jméno a příjmení.')).toBeInTheDocument();
  expect(bodies).toEqual([{ master_product_seo_name: 'iphone-13', rating: 4, pros: 'Výdrž', cons: '', text: '', full_name: 'Jana' }]);
  expect(within(form).getByLabelText('Klady')).toHaveValue('Výdrž');
  expect(name).toHaveValue('Jana');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByRole('radio', { name: '4 z 5 hvězdiček' })).toBeChecked();
});

test('after a successful submit the customer is told it is published after verification', async () => {
  renderReviews(() => ({ status: 201, body: { id: 9, status: 'pending' } }));
  const form = await screen.findByTestId('review-form');
  fireEvent.click(within(form).getAllByRole('radio')[4]!);
  fireEvent.click(within(form).getByRole('button', { name: 'Odeslat recenzi' }));
  expect(await screen.findByText('Děkujeme za recenzi. Zveřejníme ji po ověření.')).toBeInTheDocument();
});
