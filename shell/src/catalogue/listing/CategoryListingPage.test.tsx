import { act, fireEvent, screen, within } from '@testing-library/react';
import { publish } from '@shop/shared/bus/bus';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { Router } from '../../routing/router';
import { StubRemotes } from '../../test-support/stub-remotes';
import { phonesListing } from '../../test-support/catalogue-fixtures';
import CategoryListingPage from './CategoryListingPage';

beforeEach(() => {
  // jsdom has no layout to scroll; navigation scrolls to the top.
  window.scrollTo = jest.fn();
});

function renderListing(address: string, answer: () => FakeAnswer = () => ({ status: 200, body: phonesListing() })) {
  window.history.replaceState(null, '', address);
  const server = fakeFetch((url) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 't' } } : answer()));
  renderInWidget(
    <Router>
      <StubRemotes>
      <CategoryListingPage notFound={<p>nenalezeno</p>} />
      </StubRemotes>
    </Router>,
    { catalogs, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }) },
  );
  const listingCalls = () => server.calls.filter((call) => call.url.includes('/category-listing/')).map((call) => new URL(call.url, 'http://shop.test').searchParams);
  return { server, listingCalls };
}

test('the address is the query: a shared filtered page 2 asks for exactly that', async () => {
  const { listingCalls } = renderListing('/mobilni-telefony/?manufacturer=3&price_max=20000&ordering=price&page=2');
  expect(await screen.findByRole('heading', { name: 'Mobilní telefony' })).toBeInTheDocument();
  const query = listingCalls()[0]!;
  expect(query.get('url_path')).toBe('/mobilni-telefony/');
  expect(query.getAll('manufacturer')).toEqual(['3']);
  expect(query.get('price_max')).toBe('20000');
  expect(query.get('ordering')).toBe('price');
  expect(query.get('page')).toBe('2');
  expect(screen.getAllByRole('checkbox', { name: /Apple/ })[0]).toBeChecked();
  expect(screen.getAllByLabelText('Cena do')[0]).toHaveValue('20000');
});

test('a filter goes into the address (back to page 1) and Back restores the previous listing', async () => {
  const { listingCalls } = renderListing('/mobilni-telefony/?page=2');
  await screen.findByRole('heading', { name: 'Mobilní telefony' });
  const sidebar = screen.getByRole('complementary', { name: 'Filtry' });
  fireEvent.click(within(sidebar).getByRole('checkbox', { name: /Samsung/ }));
  expect(window.location.search).toBe('?manufacturer=5');
  await screen.findByRole('checkbox', { name: /Samsung/, checked: true });
  expect(listingCalls().at(-1)!.getAll('manufacturer')).toEqual(['5']);

  fireEvent.change(screen.getByRole('combobox', { name: 'Řazení' }), { target: { value: '-price' } });
  expect(window.location.search).toBe('?manufacturer=5&ordering=-price');

  act(() => {
    window.history.back();
  });
  await act(() => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true })));
  expect(window.location.search).toBe('?manufacturer=5');
  expect(screen.getByRole('combobox', { name: 'Řazení' })).toHaveValue('-popularity');
});

test('tiles show the price with the crossed-out usual price and the grade of a used device', async () => {
  renderListing('/mobilni-telefony/');
  const tiles = await screen.findAllByTestId('product-tile');
  expect(tiles[0]).toHaveTextContent('9 990 Kč');
  expect(tiles[0]!.querySelector('s')).toHaveTextContent('12 990 Kč');
  expect(tiles[1]).toHaveTextContent('Stav: třída B');
  expect(screen.getByTestId('listing-count')).toHaveTextContent('30 produktů');
  expect(screen.getByRole('navigation', { name: 'Stránkování' })).toHaveTextContent('Strana 1 z 2');
});

test('an address that is no category shows the not-found page', async () => {
  renderListing('/nic-takoveho/', () => ({ status: 404, body: { detail: 'Not found.' } }));
  expect(await screen.findByText('nenalezeno')).toBeInTheDocument();
});

test('a server failure names what failed, and the retry loads the listing', async () => {
  let failing = true;
  renderListing('/mobilni-telefony/', () => (failing ? { status: 503, body: { detail: 'down' } } : { status: 200, body: phonesListing() }));
  // The query client retries 3 times with back-off before giving up.
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
  expect(alert).toHaveTextContent('Produkty se nepodařilo načíst.');
  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
  expect(await screen.findByRole('heading', { name: 'Mobilní telefony' })).toBeInTheDocument();
});

test('a language switch asks again in the new language: heading, page title, category and facet names follow', async () => {
  window.history.replaceState(null, '', '/mobilni-telefony/');
  const romanian = phonesListing();
  romanian.category = { ...romanian.category, name: 'Telefoane mobile' };
  romanian.results = romanian.results.map((tile) => ({ ...tile, type_device_name: 'Telefoane mobile' }));
  const server = fakeFetch((url, init) => {
    if (url.includes('/auth/me/')) return { status: 200, body: { user: null, csrf_token: 't' } };
    return { status: 200, body: (init.headers as Record<string, string>)['Accept-Language'] === 'ro' ? romanian : phonesListing() };
  });
  let locale: 'cs' | 'ro' = 'cs';
  renderInWidget(
    <Router>
      <StubRemotes>
      <CategoryListingPage notFound={<p>nenalezeno</p>} />
      </StubRemotes>
    </Router>,
    { catalogs, apiClient: createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl }) },
  );
  await screen.findByRole('heading', { name: 'Mobilní telefony' });
  expect(document.title).toMatch(/^Mobilní telefony \|/);
  locale = 'ro';
  act(() => publish('locale', 'ro'));
  expect(await screen.findByRole('heading', { name: 'Telefoane mobile' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Telefoane mobile \|/);
  expect(screen.getAllByRole('checkbox', { name: /Apple/ }).length).toBeGreaterThan(0);
  act(() => publish('locale', 'cs'));
});
