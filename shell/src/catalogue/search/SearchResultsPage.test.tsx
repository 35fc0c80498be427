import { act, screen } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import { productTile } from '@shop/shared/contract/product-tile.fixture';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { Router } from '../../routing/router';
import { StubRemotes } from '../../test-support/stub-remotes';
import SearchResultsPage from './SearchResultsPage';

interface PendingSearch {
  term: string;
  signal: AbortSignal | undefined;
  answer: (body: unknown) => void;
}

/** A fetch whose search answers the test gives by hand, in any order, as a slow server would. */
function slowServer() {
  const searches: PendingSearch[] = [];
  const addresses: URL[] = [];
  const fetchImpl = ((resource: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(resource), 'http://shop.test');
    if (!url.pathname.includes('/catalogue/search/')) {
      return Promise.resolve({ ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify({ user: null, csrf_token: 't' }) } as unknown as Response);
    }
    addresses.push(url);
    return new Promise<Response>((resolve) => {
      searches.push({
        term: url.searchParams.get('term') ?? '',
        signal: init.signal ?? undefined,
        answer: (body) => resolve({ ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(body) } as unknown as Response),
      });
    });
  }) as typeof fetch;
  return { searches, addresses, fetchImpl };
}

const noFacets = { kinds: [], manufacturers: [], conditions: [], qualities: [], price: null, in_stock: 0, attributes: [] };

const found = (...names: string[]) => ({
  count: names.length,
  results: names.map((name, index) => productTile(`P${index}-${name.length}`, { long_name: name, short_name: name })),
  facets: noFacets,
  suggested_categories: [],
});

function renderResults(address: string) {
  window.history.replaceState(null, '', address);
  const server = slowServer();
  renderInWidget(
    <Router>
      <StubRemotes>
        <SearchResultsPage />
      </StubRemotes>
    </Router>,
    { catalogs, apiClient: createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl }) },
  );
  return server;
}

function searchFor(term: string) {
  act(() => {
    window.history.pushState(null, '', `/hledani/?q=${encodeURIComponent(term)}`);
    window.dispatchEvent(new Event('shop:navigate'));
  });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('a new term cancels the previous request, and the old results never show under it', async () => {
  const server = renderResults('/hledani/?q=pouzdro');
  await act(async () => {});
  expect(server.searches.map((search) => search.term)).toEqual(['pouzdro']);
  await act(async () => server.searches[0]!.answer(found('Spigen Ultra Hybrid')));
  expect(await screen.findByText('Spigen Ultra Hybrid')).toBeInTheDocument();

  searchFor('nabíječka');
  await act(async () => {});
  expect(screen.queryByText('Spigen Ultra Hybrid')).not.toBeInTheDocument();
  searchFor('kabel');
  await act(async () => {});
  const [, charger, cable] = server.searches;
  expect([charger!.term, cable!.term]).toEqual(['nabíječka', 'kabel']);
  expect(charger!.signal?.aborted).toBe(true);
  expect(cable!.signal?.aborted).toBe(false);

  // The aborted answer arriving late changes nothing.
  await act(async () => charger!.answer(found('Anker USB-C 25W')));
  expect(screen.queryByText('Anker USB-C 25W')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('kabel');
  await act(async () => cable!.answer(found('Baseus USB-C – Lightning 1 m')));
  expect(await screen.findByText('Baseus USB-C – Lightning 1 m')).toBeInTheDocument();
  expect(screen.queryByText('Spigen Ultra Hybrid')).not.toBeInTheDocument();
});

test('another page of the same term keeps the shown results while it loads', async () => {
  const server = renderResults('/hledani/?q=pouzdro');
  await act(async () => {});
  await act(async () => server.searches[0]!.answer({ ...found('Spigen Ultra Hybrid'), count: 40 }));
  expect(await screen.findByText('Spigen Ultra Hybrid')).toBeInTheDocument();
  act(() => {
    window.history.pushState(null, '', '/hledani/?q=pouzdro&page=2');
    window.dispatchEvent(new Event('shop:navigate'));
  });
  await act(async () => {});
  expect(server.searches).toHaveLength(2);
  expect(screen.getByText('Spigen Ultra Hybrid')).toBeInTheDocument();
});

test('a term that matches more than the search ranks says "more than"', async () => {
  const server = renderResults('/hledani/?q=mobil');
  await act(async () => {});
  await act(async () => server.searches[0]!.answer({ ...found('Apple iPhone 15'), count: 1000, count_capped: true }));
  expect(await screen.findByTestId('search-count')).toHaveTextContent('Nalezeno více než 1000 produktů');
});

test('nothing found: the suggested categories lead on', async () => {
  const server = renderResults('/hledani/?q=magsafe');
  await act(async () => {});
  const category = { id: 7, name: 'Nabíječky a kabely', seo_name: 'nabijecky-a-kabely', url_path: '/prislusenstvi/nabijecky-a-kabely/', label: 'Příslušenství › Nabíječky a kabely' };
  await act(async () => server.searches[0]!.answer({ count: 0, results: [], facets: noFacets, suggested_categories: [category] }));
  expect(await screen.findByText('Hledanému výrazu neodpovídá žádný produkt. Zkuste jiný název.')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Příslušenství › Nabíječky a kabely' });
  expect(link).toHaveAttribute('href', '/prislusenstvi/nabijecky-a-kabely/');
  act(() => link.click());
  expect(window.location.pathname).toBe('/prislusenstvi/nabijecky-a-kabely/');
});

test('a kind chosen among the facets goes into the address and the call, and the other filters keep their place', async () => {
  const server = renderResults('/hledani/?q=samsung&condition=used');
  await act(async () => {});
  expect(server.addresses[0]!.searchParams.getAll('condition')).toEqual(['used']);
  const facets = {
    ...noFacets,
    kinds: [
      { id: 1, name: 'Mobilní telefon', count: 12 },
      { id: 4, name: 'Pouzdro', count: 3 },
    ],
    conditions: [{ value: 'used', count: 15 }],
  };
  await act(async () => server.searches[0]!.answer({ ...found('Samsung Galaxy S24'), count: 15, facets }));
  const cases = await screen.findByRole('checkbox', { name: 'Pouzdro (3)' });
  expect(screen.getByRole('checkbox', { name: 'Použité (15)' })).toBeChecked();
  act(() => cases.click());
  expect(window.location.search).toBe('?q=samsung&kind=4&condition=used');
  await act(async () => {});
  expect(server.addresses[1]!.searchParams.getAll('kind')).toEqual(['4']);
  expect(server.addresses[1]!.searchParams.getAll('condition')).toEqual(['used']);
});

test('filters that leave nothing offer to clear them, not the categories of a failed term', async () => {
  const server = renderResults('/hledani/?q=iphone&price_max=1');
  await act(async () => {});
  await act(async () => server.searches[0]!.answer({ count: 0, results: [], facets: { ...noFacets, kinds: [{ id: 1, name: 'Mobilní telefon', count: 0 }] }, suggested_categories: [] }));
  const clear = await screen.findByRole('button', { name: 'Zrušit filtry' });
  expect(screen.queryByText('Hledanému výrazu neodpovídá žádný produkt. Zkuste jiný název.')).not.toBeInTheDocument();
  act(() => clear.click());
  expect(window.location.search).toBe('?q=iphone');
});
