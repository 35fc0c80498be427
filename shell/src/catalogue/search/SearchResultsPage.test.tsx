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
  const fetchImpl = ((resource: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(resource), 'http://shop.test');
    if (!url.pathname.includes('/catalogue/search/')) {
      return Promise.resolve({ ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify({ user: null, csrf_token: 't' }) } as unknown as Response);
    }
    return new Promise<Response>((resolve) => {
      searches.push({
        term: url.searchParams.get('term') ?? '',
        signal: init.signal ?? undefined,
        answer: (body) => resolve({ ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(body) } as unknown as Response),
      });
    });
  }) as typeof fetch;
  return { searches, fetchImpl };
}

const found = (...names: string[]) => ({
  count: names.length,
  results: names.map((name, index) => productTile(`P${index}-${name.length}`, { long_name: name, short_name: name })),
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

test('nothing found: the suggested categories lead on', async () => {
  const server = renderResults('/hledani/?q=magsafe');
  await act(async () => {});
  const category = { id: 7, name: 'Nabíječky a kabely', seo_name: 'nabijecky-a-kabely', url_path: '/prislusenstvi/nabijecky-a-kabely/', label: 'Příslušenství › Nabíječky a kabely' };
  await act(async () => server.searches[0]!.answer({ count: 0, results: [], suggested_categories: [category] }));
  expect(await screen.findByText('Hledanému výrazu neodpovídá žádný produkt. Zkuste jiný název.')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Příslušenství › Nabíječky a kabely' });
  expect(link).toHaveAttribute('href', '/prislusenstvi/nabijecky-a-kabely/');
  act(() => link.click());
  expect(window.location.pathname).toBe('/prislusenstvi/nabijecky-a-kabely/');
});
