import { fireEvent, screen } from '@testing-library/react';
import { subscribe } from '@shop/shared/bus/bus';
import type { AnalyticsEvent } from '@shop/shared/bus/analytics-event';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { Router } from '../../routing/router';
import { StubRemotes } from '../../test-support/stub-remotes';
import { productTile } from '@shop/shared/contract/product-tile.fixture';
import { ProductTile } from './ProductTile';

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.history.replaceState(null, '', '/mobilni-telefony/');
});

test('opening a tile publishes click with the spec product object and goes to the product page', () => {
  const events: AnalyticsEvent[] = [];
  const stop = subscribe('analytics', (event) => events.push(event));
  renderInWidget(
    <Router>
      <StubRemotes>
      <ProductTile product={productTile('S23', { long_name: 'Samsung Galaxy S23', master_product: { id: 2, seo_name: 's23', name: 'Galaxy S23', manufacturer_id: 5, manufacturer_name: 'Samsung' } })} placement="listing" />
      </StubRemotes>
    </Router>,
    { catalogs },
  );
  fireEvent.click(screen.getByRole('link', { name: 'Samsung Galaxy S23' }));
  stop();
  expect(events).toEqual([{ event: 'click', payload: { placement: 'listing', product: expect.objectContaining({ code: 'S23', master_product: { manufacturer_name: 'Samsung' } }) } }]);
  expect(window.location.pathname).toBe('/produkt/s23/');
});

test('a tile shows the rating when there is one, and the stock in Romanian', () => {
  renderInWidget(
    <Router>
      <StubRemotes>
      <ProductTile product={productTile('S23', { rating: { average: 4.5, count: 12 }, availability: 'in_store' })} placement="listing" />
      </StubRemotes>
    </Router>,
    { catalogs, locale: 'ro', market: 'RO' },
  );
  expect(screen.getByRole('img', { name: 'Evaluare 4,5 din 5 (număr de recenzii: 12)' })).toHaveTextContent('4,5 (12)');
  expect(screen.getByTestId('product-tile')).toHaveTextContent('În stoc în magazin');
  expect(screen.getByTestId('price')).toHaveTextContent('9.990 Lei');
});

test('a tile carries the cart remote’s add-to-cart button for its product', async () => {
  renderInWidget(
    <Router>
      <StubRemotes>
        <ProductTile product={productTile('S23')} placement="listing" />
      </StubRemotes>
    </Router>,
    { catalogs },
  );
  const slot = await screen.findByTestId('remote-stub');
  expect(slot).toHaveAttribute('data-remote', 'mf-cart/./AddToCartButton');
  expect(slot).toHaveAttribute('data-product', 'S23');
});

test('a model tile shows its colours as links, its capacities and the lowest price of its variants', () => {
  const model = {
    variant_count: 5,
    from_price: 14990,
    colours: [
      { name: 'Modrá', hex: '#3355aa', url: '/produkt/ip13-blue/' },
      { name: 'Černá', hex: '#111111', url: '/produkt/ip13-black/' },
    ],
    capacities: ['128 GB', '256 GB'],
  };
  renderInWidget(
    <Router>
      <StubRemotes>
        <ProductTile product={productTile('IP13', { price: 16990, model })} placement="listing" />
      </StubRemotes>
    </Router>,
    { catalogs },
  );
  const choices = screen.getByTestId('tile-model-choices');
  expect(choices).toHaveTextContent('128 GB · 256 GB');
  expect(choices).toHaveTextContent('5 variant od 14 990 Kč');
  fireEvent.click(screen.getByRole('link', { name: 'Černá' }));
  expect(window.location.pathname).toBe('/produkt/ip13-black/');
});

test('a first-screen tile loads its picture at once and first, the others lazily; both keep the picture\'s room', () => {
  const { container } = renderInWidget(
    <Router>
      <StubRemotes>
        <ProductTile product={productTile('A1')} placement="listing" firstScreen />
        <ProductTile product={productTile('A2')} placement="listing" />
      </StubRemotes>
    </Router>,
    { catalogs },
  );
  const [first, later] = [...container.querySelectorAll('img')];
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(later).toHaveAttribute('loading', 'lazy');
  expect(later).not.toHaveAttribute('fetchpriority');
  expect(first).toHaveAttribute('width', '160');
  expect(first).toHaveAttribute('height', '176');
});
