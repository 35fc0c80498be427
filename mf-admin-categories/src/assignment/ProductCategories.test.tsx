import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { fakeCategoryServer } from '../test-support/fake-category-server';
import { ProductCategories } from './ProductCategories';

function renderGrid(locale: 'cs' | 'ro' = 'cs', override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  const server = fakeCategoryServer(override);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<ProductCategories />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const posts = (server: ReturnType<typeof fakeCategoryServer>) => server.calls.filter((call) => call.init.method === 'POST');

async function chooseTarget(name: RegExp) {
  const select = screen.getByRole('listbox', { name });
  const option = await within(select).findByRole<HTMLOptionElement>('option', { name: 'Apple' });
  option.selected = true;
  fireEvent.change(select);
}

// The grid keeps its filters in the address: each test starts without any.
beforeEach(() => window.history.replaceState(null, '', '/admin/produkty-kategorie/'));

describe('product-to-category assignment', () => {
  test('without rows or categories it warns and sends nothing', async () => {
    const server = renderGrid();
    await screen.findByText('iPhone 15');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat do kategorií' }));
    // AC-R4: a warning, not an info; a second click does not stack a copy.
    expect((await screen.findByText('Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.')).parentElement).toHaveAttribute('data-kind', 'warning');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat do kategorií' }));
    expect(screen.getAllByText('Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.')).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vybrat iPhone 15' }));
    fireEvent.click(screen.getByRole('button', { name: 'Přidat do kategorií' }));
    expect(posts(server)).toHaveLength(0);
  });

  test('all rows matching the filter are sent, across pages', async () => {
    const server = renderGrid();
    await screen.findByText('iPhone 15');
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat všech 40 odpovídajících' }));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('40'));
    await chooseTarget(/Kategorie k přidání/);
    fireEvent.click(screen.getByRole('button', { name: 'Přidat do kategorií' }));
    expect(await screen.findByText('Úspěšně uloženo.')).toBeInTheDocument();
    const body = JSON.parse(String(posts(server)[0]!.init.body)) as { masterProductIds: number[]; typeCategoryIds: number[] };
    expect(body.masterProductIds).toHaveLength(40);
    expect(body.typeCategoryIds).toEqual([2]);
  });

  test('when more match than one save may change, it says how many were selected of how many', async () => {
    renderGrid('cs', (path) =>
      path === '/api/new/categories/products/ids/' ? { status: 200, body: { ids: [1, 2, 3], count: 12000 } } : path === '/api/new/categories/products/' ? { status: 200, body: { count: 12000, results: [] } } : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Vybrat všech 12000 odpovídajících' }));
    expect((await screen.findByText('Vybráno prvních 3 z 12000 odpovídajících produktů, víc jich jedno uložení nezmění. Zužte filtr.')).parentElement).toHaveAttribute('data-kind', 'warning');
    expect(screen.getByTestId('selected-count')).toHaveTextContent('3');
  });

  test('category (also "without category"), manufacturer and type filter together, also for every matching row', async () => {
    const server = renderGrid();
    await screen.findByText('iPhone 15');
    const choose = async (label: string, option: string) => {
      const select = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
      await within(select).findByRole('option', { name: option });
      fireEvent.change(select, { target: { value: within(select).getByRole<HTMLOptionElement>('option', { name: option }).value } });
    };
    await choose('Kategorie', 'Bez kategorie');
    await choose('Výrobce', 'Apple');
    await choose('Typ', 'Tablet');
    const gridQuery = () => new URL(server.calls.filter((call) => call.url.includes('/categories/products/?')).at(-1)!.url, 'http://shop.test').searchParams;
    await waitFor(() => expect(gridQuery().get('type_device')).toBe('8'));
    expect(gridQuery().get('category')).toBe('none');
    expect(gridQuery().get('manufacturer')).toBe('1');
    expect(gridQuery().get('page')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat všech 40 odpovídajících' }));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('40'));
    const ids = new URL(server.calls.find((call) => call.url.includes('/categories/products/ids/'))!.url, 'http://shop.test').searchParams;
    expect([ids.get('category'), ids.get('manufacturer'), ids.get('type_device')]).toEqual(['none', '1', '8']);
  });

  test('a filter change clears the selection and says so, so Add never changes products no longer shown', async () => {
    const server = renderGrid();
    await screen.findByText('iPhone 15');
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat všech 40 odpovídajících' }));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('40'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat' }), { target: { value: 'iphone' } });
    expect(screen.getByTestId('selected-count')).toHaveTextContent('Vybráno produktů: 0');
    expect(screen.getByTestId('grid-announcement')).toHaveTextContent('Filtr se změnil, výběr produktů byl zrušen.');
    await chooseTarget(/Kategorie k přidání/);
    fireEvent.click(screen.getByRole('button', { name: 'Přidat do kategorií' }));
    expect(posts(server)).toHaveLength(0);
  });

  test('the filters live in the address: a reload shows them, and Back to the previous filter clears the selection too', async () => {
    renderGrid();
    await screen.findByText('iPhone 15');
    const maker = screen.getByRole('combobox', { name: /^Výrobce/ });
    await within(maker).findByRole('option', { name: 'Apple' });
    fireEvent.change(maker, { target: { value: '1' } });
    expect(new URLSearchParams(window.location.search).get('products.manufacturer')).toBe('1');
    cleanup();

    const server = renderGrid();
    await waitFor(() => expect(server.calls.find((call) => call.url.includes('/categories/products/?'))!.url).toMatch(/manufacturer=1/));
    fireEvent.click(await screen.findByRole('button', { name: 'Vybrat všech 40 odpovídajících' }));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('40'));
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Výrobce/ })).toHaveValue(''));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('Vybráno produktů: 0');
  });

  test('ticking past what one save may change is refused with the reason, not sent to fail', async () => {
    const full = Array.from({ length: 10_000 }, (_, index) => 1000 + index);
    const server = renderGrid('cs', (path) => (path === '/api/new/categories/products/ids/' ? { status: 200, body: { ids: full, count: 10_000 } } : undefined));
    await screen.findByText('iPhone 15');
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat všech 40 odpovídajících' }));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('10000'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vybrat iPhone 15' }));
    expect((await screen.findByText('Najednou lze změnit nejvýše 10000 produktů. Zrušte část výběru nebo zužte filtr.')).parentElement).toHaveAttribute('data-kind', 'warning');
    expect(screen.getByTestId('selected-count')).toHaveTextContent('10000');
    expect(screen.getByRole('checkbox', { name: 'Vybrat iPhone 15' })).not.toBeChecked();
    expect(posts(server)).toHaveLength(0);
  });

  test('a failed save says so in Romanian', async () => {
    renderGrid('ro', (path) => (path.startsWith('/api/new/categories/product-categories/') ? { status: 500, body: { detail: 'x' } } : undefined));
    await screen.findByText('iPhone 15');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selectați iPhone 15' }));
    await chooseTarget(/Categorii de adăugat/);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminați din categorii' }));
    expect(await screen.findByText('A apărut o eroare la salvare.')).toBeInTheDocument();
  });
});
