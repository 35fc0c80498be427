import { screen, within } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { productTile } from '@shop/shared/contract/product-tile.fixture';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { Router } from '../routing/router';
import { StubRemotes } from '../test-support/stub-remotes';
import { HomePage } from './HomePage';

const home = {
  categories: [{ id: 1, name: 'Mobilní telefony', seo_name: 'mobilni-telefony', url_path: '/mobilni-telefony/', image_url: '/api/new/catalogue/images/p.svg', count: 62 }],
  offers: [productTile('S24', { long_name: 'Samsung Galaxy S24', price: 17990, lowest_price_30_days: 21990 })],
  best_sellers: [productTile('IP15', { long_name: 'Apple iPhone 15' })],
  used: [productTile('IP13-A', { long_name: 'Apple iPhone 13, třída A', quality: 'A', condition: 'used' })],
  buyout_example: { model: 'Apple iPhone 15', up_to: 14000 },
  service_example: { model: 'Apple iPhone 15', repair: 'Výměna displeje', price: 4990 },
};

function renderHome(answer: unknown = home) {
  const server = fakeFetch((url) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname.endsWith('/catalogue/home/')) return { status: 200, body: answer };
    if (pathname.endsWith('/auth/me/')) return { status: 200, body: { user: null, csrf_token: 't' } };
    return { status: 404, body: { detail: 'Not found.' } };
  });
  renderInWidget(
    <Router>
      <StubRemotes>
        <HomePage />
      </StubRemotes>
    </Router>,
    { catalogs, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }) },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('the home page sells: categories, offers, best sellers, used devices and teasers with real prices', async () => {
  renderHome();
  const categories = await screen.findByRole('navigation', { name: 'Kategorie' });
  expect(within(categories).getByRole('link', { name: /Mobilní telefony/ })).toHaveAttribute('href', '/mobilni-telefony/');
  expect(within(categories).getByText('62 modelů')).toBeInTheDocument();
  const offers = screen.getByRole('region', { name: 'Dnešní nabídky' });
  expect(within(offers).getByRole('link', { name: 'Samsung Galaxy S24' })).toBeInTheDocument();
  expect(within(offers).getByTestId('price')).toHaveTextContent('17 990 Kč');
  expect(within(screen.getByRole('region', { name: 'Nejprodávanější' })).getByText('Apple iPhone 15')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Použitá zařízení s prověřeným stavem' })).getByText('Apple iPhone 13, třída A')).toBeInTheDocument();
  expect(screen.getByTestId('home-buyout-teaser')).toHaveTextContent('Například Apple iPhone 15 vykoupíme až za 14 000 Kč.');
  expect(screen.getByTestId('home-service-teaser')).toHaveTextContent('Například: Výměna displeje – Apple iPhone 15 za 4 990 Kč.');
  expect(within(screen.getByTestId('trust-bar')).getByRole('link', { name: 'Vrácení do 14 dnů bez udání důvodu' })).toHaveAttribute('href', '/odstoupeni-od-smlouvy/');
});

test('without the rails the teasers still lead to buyout and service', async () => {
  renderHome({ ...home, offers: [], best_sellers: [], used: [], categories: [], buyout_example: null, service_example: null });
  expect(await screen.findByRole('link', { name: 'Ocenit zařízení' })).toHaveAttribute('href', '/vykup/');
  expect(screen.queryByRole('region', { name: 'Dnešní nabídky' })).toBeNull();
  expect(screen.getByTestId('home-buyout-teaser')).not.toHaveTextContent('Například');
});

test('the rails load no remote: their tiles lead to the product page', async () => {
  renderHome();
  const offers = await screen.findByRole('region', { name: 'Dnešní nabídky' });
  expect(within(offers).queryByTestId('remote-stub')).toBeNull();
  expect(screen.queryAllByTestId('remote-stub')).toEqual([]);
});
