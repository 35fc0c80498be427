import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { useTreeStore } from '../store/tree-store';
import { fakeCategoryServer, treeNodes } from '../test-support/fake-category-server';
import { CategoryTreeEditor } from './CategoryTreeEditor';

// jsdom lays nothing out: the virtualised tree is given a viewport so it renders its rows.
beforeAll(() => {
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(600);
});

function renderEditor(locale: 'cs' | 'ro' = 'cs', override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  useTreeStore.setState({ nodes: [], expanded: new Set(), selectedId: null, editing: 5, search: '' });
  const server = fakeCategoryServer(override);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<CategoryTreeEditor />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const names = () => screen.getAllByRole('treeitem').map((item) => item.textContent?.replace(/[▾▸]/g, '').trim());

async function focusSamsung() {
  const tree = await screen.findByRole('tree', { name: 'Kategorie' });
  fireEvent.keyDown(tree, { key: 'ArrowRight' });
  await screen.findByRole('treeitem', { name: /Samsung/ });
  fireEvent.keyDown(tree, { key: 'ArrowDown' });
  fireEvent.keyDown(tree, { key: 'ArrowDown' });
  expect(tree).toHaveAttribute('aria-activedescendant', 'tree-node-3');
  return tree;
}

// The editor keeps the open form in the address: each test starts from a plain one.
afterEach(() => window.history.replaceState(null, '', '/'));

describe('category tree editor', () => {
  test('Alt+ArrowUp moves the active category before its previous sibling at once and announces it', async () => {
    const server = renderEditor();
    const tree = await focusSamsung();
    fireEvent.keyDown(tree, { key: 'ArrowUp', altKey: true });
    expect(names()).toEqual(['Telefony', 'Samsung', 'Apple', 'Xiaomi', 'Tablety']);
    await waitFor(() => expect(screen.getByTestId('tree-announcement')).toHaveTextContent('Kategorie „Samsung“ je přesunuta před „Apple“.'));
    const move = server.calls.find((call) => call.url.includes('/move/'))!;
    expect(move.url).toContain('/api/new/categories/3/move/');
    expect(JSON.parse(String(move.init.body))).toEqual({ target: 2, position: 'left' });
  });

  test('a move button that cannot move the category says so and asks nothing', async () => {
    const server = renderEditor();
    fireEvent.click(await screen.findByRole('treeitem', { name: /Telefony/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Nahoru' }));
    expect(screen.getByTestId('tree-announcement')).toHaveTextContent('Kategorii „Telefony“ tímto směrem přesunout nelze.');
    expect(server.calls.some((call) => call.url.includes('/move/'))).toBe(false);
  });

  test('Alt + arrow that cannot move the category says so as the button does, and asks nothing', async () => {
    const server = renderEditor();
    const tree = await screen.findByRole('tree', { name: 'Kategorie' });
    fireEvent.keyDown(tree, { key: 'ArrowUp', altKey: true });
    expect(screen.getByTestId('tree-announcement')).toHaveTextContent('Kategorii „Telefony“ tímto směrem přesunout nelze.');
    expect(server.calls.some((call) => call.url.includes('/move/'))).toBe(false);
  });

  test('a refused move is rolled back and its name error shown as a message', async () => {
    const refusal = 'Kategorie s tímto názvem už na tomto místě stromu je.';
    renderEditor('cs', (path) => (path.endsWith('/move/') ? { status: 400, body: { name: [refusal] } } : undefined));
    const tree = await focusSamsung();
    fireEvent.keyDown(tree, { key: 'ArrowRight', altKey: true });
    expect(await screen.findByText(refusal, { selector: '[role="alert"] *, [role="alert"], [role="status"] *, [role="status"]' })).toBeInTheDocument();
    expect(names()).toEqual(['Telefony', 'Apple', 'Samsung', 'Xiaomi', 'Tablety']);
  });

  test('a failed tree load says so in the user language', async () => {
    renderEditor('ro', (path) => (path === '/api/new/categories/tree/' ? { status: 500, body: { detail: 'x' } } : undefined));
    expect(await screen.findByText('Eroare la încărcarea categoriilor.')).toBeInTheDocument();
  });

  test('the address names the open form: a reload opens it again; Close clears it and gives the focus back to the tree', async () => {
    window.history.replaceState(null, '', '/admin/kategorie/?id=2');
    // An earlier visit left another form open in the store: the address wins.
    renderEditor('cs', (path) =>
      path === '/api/new/categories/2/'
        ? { status: 200, body: { ...treeNodes[1], for_buyout: false, for_service: false, filterable: false, manufacturers: [], photo_id: null, type_device: null, meilisearch_boost: '1', version: 1, subtree_products: 2, changes: [] } }
        : undefined,
    );
    const form = await screen.findByRole('region', { name: 'Detail kategorie' });
    expect(await within(form).findByRole('textbox', { name: /^Název/ })).toHaveValue('Apple');
    expect(window.location.search).toBe('?id=2');
    // Its parent is expanded, so the category shows selected in the tree.
    expect(screen.getByRole('treeitem', { name: /Apple/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(form).getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('region', { name: 'Detail kategorie' })).not.toBeInTheDocument();
    expect(screen.getByRole('tree', { name: 'Kategorie' })).toHaveFocus();
    await waitFor(() => expect(window.location.search).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Přidat kategorii' }));
    await waitFor(() => expect(window.location.search).toBe('?id=new'));
  });

  test('search shows the matching category with its parent', async () => {
    renderEditor();
    await screen.findByRole('tree');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat kategorii' }), { target: { value: 'xiao' } });
    expect(names()).toEqual(['Telefony', 'Xiaomi']);
  });
});
