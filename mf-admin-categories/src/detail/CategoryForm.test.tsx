import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { fakeCategoryServer, treeNodes } from '../test-support/fake-category-server';
import { CategoryForm } from './CategoryForm';

/** The form's own choice lists, answered unless a test's `override` answers first. */
function choiceLists(path: string): FakeAnswer | undefined {
  if (path === '/api/new/categories/list/') return { status: 200, body: treeNodes.map((node) => ({ id: node.id, name: node.name, parent: node.parent, url_path: node.url_path })) };
  if (path === '/api/new/categories/type-devices/') return { status: 200, body: [{ id: 7, name: 'Telefon' }] };
  if (path === '/api/new/gallery/file-sets/') return { status: 200, body: [] };
  return undefined;
}

function renderNewForm(override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  const server = fakeCategoryServer((path, init) => override?.(path, init) ?? choiceLists(path));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  const onClose = jest.fn();
  renderInWidget(<CategoryForm categoryId={null} defaultParent={null} nodes={treeNodes} onClose={onClose} />, {
    locale: 'cs',
    market: 'CZ',
    catalogs,
    queryClient,
    apiClient,
  });
  return { server, onClose };
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

/** Opens and closes the form of category 2 by a button, as the editor does when a row is chosen and closed. */
function FormToggle() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen((now) => !now)}>
        toggle
      </button>
      {open && <CategoryForm categoryId={2} defaultParent={null} nodes={treeNodes} onClose={() => setOpen(false)} />}
    </>
  );
}


describe('category form', () => {
  test('a save refused with field errors shows each at its field, keeps what was typed and stays open (AC-R2)', async () => {
    const nameError = 'Kategorie s tímto názvem už na tomto místě stromu je.';
    const seoError = 'Tato adresa už patří jiné kategorii.';
    const { onClose } = renderNewForm((path, init) =>
      path === '/api/new/categories/' && init.method === 'POST' ? { status: 400, body: { name: [nameError], seo_name: [seoError] } } : undefined,
    );
    const name = await screen.findByRole('textbox', { name: /^Název/ });
    fireEvent.change(name, { target: { value: 'Telefony' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(nameError));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Telefony');
    const seoName = screen.getByRole('textbox', { name: /^SEO název/ });
    expect(seoName).toHaveAccessibleDescription(seoError);
    expect(seoName).toHaveValue('telefony');
    expect(screen.getByRole('textbox', { name: /^Váha ve vyhledávání/ })).not.toHaveAttribute('aria-invalid');
    expect(onClose).not.toHaveBeenCalled();
    // The focus is at the first refused field, not lost with the button that was busy meanwhile.
    expect(name).toHaveFocus();
  });

  test('adding starts with the focus at the name', async () => {
    renderNewForm();
    expect(await screen.findByRole('textbox', { name: /^Název/ })).toHaveFocus();
  });

  test('what was typed survives the form going away without Close (a reload, Back and Forward); Close drops it', async () => {
    const server = fakeCategoryServer((path, init) =>
      path === '/api/new/categories/2/' && (init.method ?? 'GET') === 'GET'
        ? { status: 200, body: { ...treeNodes[1], for_buyout: false, for_service: false, filterable: false, manufacturers: [], photo_id: null, type_device: null, meilisearch_boost: '1', version: 1, subtree_products: 2, changes: [] } }
        : choiceLists(path),
    );
    const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
    const open = () => renderInWidget(<FormToggle />, { locale: 'cs', market: 'CZ', catalogs, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), apiClient });
    const first = open();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Název/ }), { target: { value: 'Apple upraveno' } });
    first.unmount();
    const second = open();
    expect(await screen.findByRole('textbox', { name: /^Název/ })).toHaveValue('Apple upraveno');
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    second.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: /^Název/ })).toHaveValue('Apple');
  });

  test('a maker list that fails to load is logged, not shown to the user (AC-R9)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderNewForm((path) => (path === '/api/new/categories/manufacturers/' ? { status: 500, body: { detail: 'down' } } : undefined));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Category form choices could not be loaded: manufacturers', expect.anything()));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: /^Výrobci/ }).children).toHaveLength(0);
  });

  test('a form opened again after a move saves with the version the server has now, not the one loaded before', async () => {
    let version = 1;
    const detailPath = '/api/new/categories/2/';
    const server = fakeCategoryServer((path, init) => {
      if (path === detailPath && (init.method ?? 'GET') === 'GET') {
        return { status: 200, body: { ...treeNodes[1], for_buyout: false, for_service: false, filterable: false, manufacturers: [], photo_id: null, type_device: null, meilisearch_boost: '1', version, subtree_products: 2, changes: [] } };
      }
      if (path === detailPath && init.method === 'PATCH') return { status: 200, body: { ...treeNodes[1], children: false } };
      return choiceLists(path);
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
    renderInWidget(<FormToggle />, { locale: 'cs', market: 'CZ', catalogs, queryClient, apiClient });
    expect(await screen.findByRole('textbox', { name: /^Název/ })).toHaveValue('Apple');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // A move in between raised the category's version on the server (and took longer than a tick).
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await screen.findByRole('textbox', { name: /^Název/ });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(server.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    const save = server.calls.find((call) => call.init.method === 'PATCH')!;
    expect(JSON.parse(String(save.init.body))).toMatchObject({ version: 2 });
  });

  test('the delete confirmation names the category as stored, with what goes with it, even after its name was edited', async () => {
    const server = fakeCategoryServer((path, init) =>
      path === '/api/new/categories/1/' && (init.method ?? 'GET') === 'GET'
        ? { status: 200, body: { ...treeNodes[0], for_buyout: false, for_service: false, filterable: false, manufacturers: [], photo_id: null, type_device: null, meilisearch_boost: '1', version: 1, subtree_products: 5, changes: [] } }
        : choiceLists(path),
    );
    const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
    renderInWidget(<CategoryForm categoryId={1} defaultParent={null} nodes={treeNodes} onClose={jest.fn()} />, { locale: 'cs', market: 'CZ', catalogs, queryClient: new QueryClient(), apiClient });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Název/ }), { target: { value: 'Mobily' } });
    fireEvent.click(screen.getByRole('button', { name: 'Odstranit' }));
    // The server's distinct count (5), not the tree's per-category counts summed (4 × 2 = 8): a product in two counts once.
    expect(await screen.findByTestId('delete-counts')).toHaveTextContent('Kategorie „Telefony“ má podkategorií: 3 a přiřazených produktů: 5. Odstraní se i podkategorie.');
  });

  test('a category that is gone (an old address, deleted meanwhile) says so and the form can still be closed', async () => {
    const server = fakeCategoryServer((path) => (path === '/api/new/categories/99/' ? { status: 404, body: { detail: 'Nenalezeno.' } } : choiceLists(path)));
    const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
    const onClose = jest.fn();
    renderInWidget(<CategoryForm categoryId={99} defaultParent={null} nodes={treeNodes} onClose={onClose} />, { locale: 'cs', market: 'CZ', catalogs, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), apiClient });
    expect(await screen.findByText('Chyba při načítání kategorií.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('a gallery that fails to load is logged too (AC-R9)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderNewForm((path) => (path === '/api/new/gallery/file-sets/' ? { status: 503, body: { detail: 'down' } } : undefined));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Category form choices could not be loaded: gallery file sets', expect.anything()));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
