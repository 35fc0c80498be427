import { screen, within } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { Router } from '../../routing/router';
import { StubRemotes } from '../../test-support/stub-remotes';
import { usedIphoneDetail } from '../../test-support/catalogue-fixtures';
import { productTile } from '@shop/shared/contract/product-tile.fixture';
import ProductPage from './ProductPage';

function renderProduct(detail: () => FakeAnswer = () => ({ status: 200, body: usedIphoneDetail() })) {
  const server = fakeFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname.endsWith('/auth/me/')) return { status: 200, body: { user: null, csrf_token: 't' } };
    if (pathname.endsWith('/recommended-accessories/')) return { status: 200, body: { results: [productTile('CASE-IP13', { long_name: 'Pouzdro iPhone 13' })] } };
    if (pathname.endsWith('/product-tiles/')) return { status: 200, body: { results: searchParams.getAll('codes').map((code) => productTile(code)) } };
    return detail();
  });
  renderInWidget(
    <Router>
      <StubRemotes>
      <ProductPage seoName="ip13-b" />
      </StubRemotes>
    </Router>,
    { catalogs, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }) },
  );
  return server;
}

beforeEach(() => window.localStorage.clear());

test('the page shows grade, prices, installments, the buyout bonus link and "ready in 30 minutes" only where the store has it', async () => {
  renderProduct();
  const detail = await screen.findByTestId('product-detail');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apple iPhone 13 128 GB, třída B');
  expect(within(detail).getByTestId('product-quality')).toHaveTextContent('Použité zařízení, stav: třída B');
  expect(within(detail).getByTestId('price')).toHaveTextContent('9 990 Kč');
  expect(detail.querySelector('s')).toHaveTextContent('12 990 Kč');
  expect(screen.getByTestId('installment')).toHaveTextContent('Na splátky od 417 Kč měsíčně');
  const bonus = within(screen.getByTestId('buyout-bonus')).getByRole('link');
  expect(bonus).toHaveTextContent('Bonus až 15 % za vaše staré zařízení při výkupu');
  expect(bonus).toHaveAttribute('href', '/vykup/mobilni-telefony/');

  const stores = within(screen.getByTestId('store-availability')).getAllByRole('listitem');
  const chodov = stores.find((row) => row.textContent?.includes('Praha Chodov'))!;
  const brno = stores.find((row) => row.textContent?.includes('Brno Centrum'))!;
  expect(chodov).toHaveTextContent('Rezervace připravena do 30 minut');
  expect(brno).not.toHaveTextContent('30 minut');
  expect(screen.getByRole('table', { name: 'Parametry' })).toHaveTextContent('Paměť128 GB');
  expect(await screen.findByText('Pouzdro iPhone 13')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /košík/i })).toBeNull();
  expect(document.title).toBe('Apple iPhone 13 128 GB, třída B | Elektro Shop');
  expect(document.querySelector('link[rel=canonical]')).toHaveAttribute('href', 'http://localhost/produkt/ip13-b/');
});

test('opening the page records the visit first in the browser list; the strip shows the other visits, not the product itself', async () => {
  window.localStorage.setItem('shop:last-visited:CZ', JSON.stringify(['A', 'IP13-B', 'C', 'D']));
  renderProduct();
  await screen.findByTestId('product-detail');
  expect(JSON.parse(window.localStorage.getItem('shop:last-visited:CZ')!)).toEqual(['IP13-B', 'A', 'C', 'D']);
  const strip = await screen.findByTestId('last-visited');
  expect(within(strip).getAllByTestId('product-tile').map((element) => element.dataset.code)).toEqual(['A', 'C', 'D']);
});

test('an unknown product gets its own text', async () => {
  renderProduct(() => ({ status: 404, body: { detail: 'Not found.' } }));
  expect(await screen.findByText('Tento produkt v nabídce nemáme.')).toBeInTheDocument();
});

test('staff SEO texts: the title names the page, the description is the meta description, the long text shows as text, never HTML', async () => {
  const seo = { title: 'iPhone 13 za skvělou cenu', description: 'Prověřený iPhone 13 se zárukou.', long_text: 'První řádek <img src=x onerror=alert(1)>\nDruhý řádek' };
  renderProduct(() => ({ status: 200, body: { ...usedIphoneDetail(), seo } }));
  const section = await screen.findByTestId('product-long-text');
  expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Popis produktu');
  expect(section).toHaveTextContent('První řádek <img src=x onerror=alert(1)>');
  expect(section.querySelector('img')).toBeNull();
  expect(document.title).toBe('iPhone 13 za skvělou cenu | Elektro Shop');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Prověřený iPhone 13 se zárukou.');
});

test('the variant picker opens another colour at its own address without leaving the page, and Back returns', async () => {
  const white = { code: 'IP13-W', seo_name: 'ip13-w', short_name: 'iPhone 13 bílý', colour: { name: 'Bílá', hex: '#f5f5f0' }, capacity: '128 GB', quality: 'B' as const, price: 9490, availability: 'sold_out' as const, url: '/produkt/ip13-w/' };
  window.history.replaceState(null, '', '/produkt/ip13-b/');
  renderProduct(() => ({ status: 200, body: { ...usedIphoneDetail(), colour: { name: 'Černá', hex: '#111111' }, variants: [white] } }));
  const colours = within(await screen.findByRole('group', { name: 'Barva' }));
  expect(colours.getByRole('link', { name: 'Černá' })).toHaveAttribute('aria-current', 'true');
  const other = colours.getByRole('link', { name: /Bílá/ });
  expect(other).toHaveAttribute('href', '/produkt/ip13-w/');
  expect(other).toHaveTextContent('vyprodáno');
  other.click();
  expect(window.location.pathname).toBe('/produkt/ip13-w/');
});
