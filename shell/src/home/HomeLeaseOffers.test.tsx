import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LimitedOffers } from '@shop/shared/contract/leases';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { Router } from '../routing/router';
import { HomeLeaseOffers } from './HomeLeaseOffers';

function offer(id: number, name: string, formatted: string, months: number) {
  return {
    id,
    product: { id, code: `P${id}`, name, image_url: `/img/${id}.svg`, url: `/produs/p-${id}/` },
    months,
    monthly_price: { amount: 1299, currency: 'RON' as const, formatted },
    valid_from: '2026-11-01',
    valid_to: '2026-12-31',
  };
}

const romanianOffers: LimitedOffers = {
  component_pk: 2,
  tabs: [
    { id: 1, name: 'Telefoane', offers: [offer(1, 'Apple iPhone 15', '1.299\u00a0Lei', 12)] },
    { id: 2, name: 'Laptopuri', offers: [offer(2, 'Lenovo ThinkPad', '899\u00a0Lei', 24)] },
    { id: 3, name: 'Tablete', offers: [offer(3, 'Apple iPad', '499\u00a0Lei', 1)] },
  ],
};

function renderOffers(body: LimitedOffers, locale: 'cs' | 'ro' = 'ro') {
  window.history.replaceState(null, '', '/');
  const server = fakeFetch((url) => (url.includes('/limited-offers-lease/') ? { status: 200, body } : { status: 404, body: {} }));
  renderInWidget(
    <Router>
      <HomeLeaseOffers />
    </Router>,
    { catalogs, locale, market: locale === 'cs' ? 'CZ' : 'RO', apiClient: createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl }) },
  );
  return server;
}

// toHaveTextContent folds the prices' no-break spaces into plain ones.
test('Romanian: the market\'s home component, prices per month in Lei, months and the last day in Romanian, links to product pages', async () => {
  const server = renderOffers(romanianOffers);
  expect(await screen.findByRole('heading', { name: 'Închiriere de electronice pe luni' })).toBeInTheDocument();
  expect(server.calls.some((call) => call.url.includes('/limited-offers-lease/2/'))).toBe(true);
  const panel = screen.getByRole('tabpanel', { name: 'Telefoane' });
  expect(panel).toHaveTextContent('1.299 Lei/lună');
  expect(panel).toHaveTextContent('Închiriere pe 12 luni');
  expect(panel).toHaveTextContent('Oferta este valabilă până la 31.12.2026');
  expect(screen.getByRole('link', { name: 'Apple iPhone 15' })).toHaveAttribute('href', '/produs/p-1/');
});

test('arrow keys, Home and End move between the tabs and show their offers', async () => {
  renderOffers(romanianOffers);
  const tablist = await screen.findByRole('tablist', { name: 'Oferte de închiriere' });
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(tab('Telefoane')).toHaveAttribute('aria-selected', 'true');

  fireEvent.keyDown(tablist, { key: 'ArrowRight' });
  expect(tab('Laptopuri')).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Laptopuri' })).toHaveTextContent('899 Lei/lună');

  fireEvent.keyDown(tablist, { key: 'End' });
  expect(tab('Tablete')).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Tablete' })).toHaveTextContent('Închiriere pe 1 lună');

  fireEvent.keyDown(tablist, { key: 'ArrowRight' });
  expect(tab('Telefoane')).toHaveFocus();
  fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
  expect(tab('Tablete')).toHaveAttribute('aria-selected', 'true');
});

test('Czech: Kč per month and months in Czech', async () => {
  const czech: LimitedOffers = { component_pk: 1, tabs: [{ id: 1, name: 'Telefony', offers: [{ ...offer(1, 'Apple iPhone 15', '1\u00a0299\u00a0Kč', 24), monthly_price: { amount: 1299, currency: 'CZK', formatted: '1\u00a0299\u00a0Kč' } }] }] };
  renderOffers(czech, 'cs');
  const panel = await screen.findByRole('tabpanel', { name: 'Telefony' });
  expect(panel).toHaveTextContent('1 299 Kč/měsíc');
  expect(panel).toHaveTextContent('Pronájem na 24 měsíců');
});

test('no tabs: the block renders nothing', async () => {
  const server = renderOffers({ component_pk: 2, tabs: [] });
  await waitFor(() => expect(server.calls.length).toBe(1));
  // Let the answer arrive and render.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('home-leases')).not.toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
});
