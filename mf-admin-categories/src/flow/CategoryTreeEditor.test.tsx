import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { toTreeColumns } from '@shop/shared/contract/category-tree-columns';
import { fakeCategoryServer, treeNodes } from '../test-support/fake-category-server';
import { CategoryTreeEditor } from './CategoryTreeEditor';

// jsdom lays nothing out: the virtualised tree is given a viewport so it renders its rows.
beforeAll(() => {
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(600);
});

function renderEditor(locale: 'cs' | 'ro' = 'cs', override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  const server = fakeCategoryServer(override);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<CategoryTreeEditor />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return Object.assign(server, { queryClient });
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
    await waitFor(() => expect(names()).toEqual(['Telefony', 'Samsung', 'Apple', 'Xiaomi', 'Tablety']));
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

  test('a refused move is put back from the kept tree even when the tree cannot be read again', async () => {
    let treeReads = 0;
    renderEditor('cs', (path) => {
      if (path.endsWith('/move/')) return { status: 400, body: { name: ['Kategorie s tímto názvem už na tomto místě stromu je.'] } };
      // The first read serves the tree; the read after the refusal fails, so only the rollback can restore the order.
      if (path === '/api/new/categories/tree/' && treeReads++ > 0) return { status: 500, body: { detail: 'down' } };
      return undefined;
    });
    const tree = await focusSamsung();
    fireEvent.keyDown(tree, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(screen.getByTestId('tree-announcement')).toHaveTextContent('Kategorie s tímto názvem už na tomto místě stromu je.'));
    await waitFor(() => expect(treeReads).toBe(2));
    expect(names()).toEqual(['Telefony', 'Apple', 'Samsung', 'Xiaomi', 'Tablety']);
  });

  test('the last move is undone by its button and by Ctrl+Z: the category goes back where it was', async () => {
    const server = renderEditor();
    const tree = await focusSamsung();
    const undo = screen.getByRole('button', { name: 'Vrátit přesun' });
    expect(undo).toBeDisabled();
    fireEvent.keyDown(tree, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(undo).toBeEnabled());
    expect(names()).toEqual(['Telefony', 'Apple', 'Xiaomi', 'Samsung', 'Tablety']);

    fireEvent.click(undo);
    await waitFor(() => expect(screen.getByTestId('tree-announcement')).toHaveTextContent('Přesun kategorie „Samsung“ je vrácen.'));
    expect(names()).toEqual(['Telefony', 'Apple', 'Samsung', 'Xiaomi', 'Tablety']);
    const moves = server.calls.filter((call) => call.url.includes('/move/')).map((call) => JSON.parse(String(call.init.body)));
    expect(moves).toEqual([{ target: 4, position: 'right' }, { target: 2, position: 'right' }]);
    // One step of undo: the undo itself cannot be undone.
    expect(undo).toBeDisabled();

    fireEvent.keyDown(tree, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(undo).toBeEnabled());
    fireEvent.keyDown(tree, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(names()).toEqual(['Telefony', 'Apple', 'Samsung', 'Xiaomi', 'Tablety']));
    // Ctrl+Z in the search box is the field's own undo, not a move.
    const before = server.calls.length;
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Hledat kategorii' }), { key: 'z', ctrlKey: true });
    expect(server.calls.length).toBe(before);
  });

  test('dragging is explained in the page language (the announcements by name: VirtualTree.test.tsx)', async () => {
    renderEditor('ro');
    const row = await screen.findByRole('treeitem', { name: /Telefony/ });
    expect(screen.getByText(/^Apăsați butonul mouse-ului/)).toBeInTheDocument();
    expect(row).toHaveTextContent('Telefony');
    // dnd-kit's English default ("To pick up a draggable item, press the space bar…") is not on the page.
    expect(document.body.textContent).not.toMatch(/draggable item/i);
  });

  test('a new category is shown and selected in the tree after saving, and said so', async () => {
    let added = false;
    const newNode = { id: 9, name: 'Google', seo_name: 'google', parent: 1, position: 3, children: false, for_display: true, url_path: '/telefony/google/', product_count: 0 };
    renderEditor('cs', (path, init) => {
      if (path === '/api/new/categories/' && init.method === 'POST') {
        added = true;
        return { status: 201, body: { ...newNode, for_buyout: false, for_service: false, filterable: false, manufacturers: [], photo_id: null, type_device: null, meilisearch_boost: '1', version: 1, subtree_products: 0, changes: [] } };
      }
      if (path === '/api/new/categories/tree/' && added) return { status: 200, body: toTreeColumns([...treeNodes, newNode]) };
      return undefined;
    });
    await screen.findByRole('tree');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat kategorii' }));
    const form = await screen.findByRole('region', { name: 'Nová kategorie' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Název/ }), { target: { value: 'Google' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));

    const row = await screen.findByRole('treeitem', { name: /Google/ });
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('tree-announcement')).toHaveTextContent('Kategorie „Google“ je přidána a vybrána.');
    expect(screen.queryByRole('region', { name: 'Nová kategorie' })).not.toBeInTheDocument();
  });
});
