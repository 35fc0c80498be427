import { act, fireEvent, screen } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { Router } from '../../routing/router';
import { productTile } from '@shop/shared/contract/product-tile.fixture';
import { HeaderSearch } from './HeaderSearch';
import { SUGGEST_DEBOUNCE_MS } from './use-debounced-value';

function renderSearch(locale: 'cs' | 'ro' = 'cs') {
  window.history.replaceState(null, '', '/');
  const server = fakeFetch((url) => {
    const term = new URL(url, 'http://shop.test').searchParams.get('term') ?? '';
    return {
      status: 200,
      body: {
        categories: [{ id: 1, name: 'Apple', seo_name: 'apple', url_path: '/mobilni-telefony/apple/', label: 'Mobilní telefony › Apple' }],
        products: [productTile(`IP-${term.toUpperCase()}`, { long_name: `Apple iPhone (${term})` })],
      },
    };
  });
  renderInWidget(
    <Router>
      <HeaderSearch />
    </Router>,
    { catalogs, locale, apiClient: createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl }) },
  );
  const suggestTerms = () => server.calls.map((call) => new URL(call.url, 'http://shop.test').searchParams.get('term'));
  return { box: screen.getByRole('combobox'), suggestTerms };
}

/** Reaching the box loads the suggestion code (its own chunk). */
async function reach(box: HTMLElement) {
  act(() => box.focus());
  await act(async () => {
    await import('./SuggestionsController');
  });
}

async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

test('nothing is asked before the visitor reaches the box', async () => {
  const { suggestTerms } = renderSearch();
  await settle();
  expect(suggestTerms()).toEqual([]);
  expect(screen.getByTestId('search-hint')).not.toBeVisible();
});

test('under 2 characters: a hint and no call', async () => {
  const { box, suggestTerms } = renderSearch();
  await reach(box);
  fireEvent.change(box, { target: { value: 'i' } });
  await settle();
  await settle();
  expect(suggestTerms()).toEqual([]);
  expect(screen.getByTestId('search-hint')).toBeVisible();
  expect(box).toHaveAccessibleDescription('Zadejte alespoň 2 znaky.');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('typing is debounced: only the term the user paused on is asked, and its suggestions are listed', async () => {
  const { box, suggestTerms } = renderSearch();
  await reach(box);
  fireEvent.change(box, { target: { value: 'ip' } });
  act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS / 2));
  fireEvent.change(box, { target: { value: 'iph' } });
  await settle();
  await settle();
  expect(suggestTerms()).toEqual(['iph']);
  expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Mobilní telefony › Apple Kategorie', 'Apple iPhone (iph) Produkt']);
});

test('arrow keys highlight a suggestion and Enter opens it; Enter alone opens the results page', async () => {
  const { box } = renderSearch();
  await reach(box);
  fireEvent.change(box, { target: { value: 'iph' } });
  await settle();
  await settle();
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
  fireEvent.submit(box.closest('form')!);
  expect(window.location.pathname).toBe('/produkt/ip-iph/');

  fireEvent.change(box, { target: { value: 'samsng' } });
  fireEvent.submit(box.closest('form')!);
  expect(window.location.pathname + window.location.search).toBe('/hledani/?q=samsng');
});

test('Escape closes the list, a second Escape empties the box', async () => {
  const { box } = renderSearch('ro');
  await reach(box);
  fireEvent.change(box, { target: { value: 'iph' } });
  await settle();
  await settle();
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveAttribute('aria-expanded', 'false');
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveValue('');
});
