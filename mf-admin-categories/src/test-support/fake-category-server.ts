import type { CategoryNode } from '@shop/shared/contract/categories';
import { toTreeColumns } from '@shop/shared/contract/category-tree-columns';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';

const node = (id: number, name: string, parent: number | null, position: number, children = false): CategoryNode => ({
  id,
  name,
  seo_name: name.toLowerCase(),
  parent,
  position,
  children,
  for_display: true,
  url_path: parent === null ? `/${name.toLowerCase()}/` : `/telefony/${name.toLowerCase()}/`,
  product_count: 2,
});

export const treeNodes: CategoryNode[] = [node(1, 'Telefony', null, 0, true), node(2, 'Apple', 1, 0), node(3, 'Samsung', 1, 1), node(4, 'Xiaomi', 1, 2), node(5, 'Tablety', null, 1)];

export const gridRows = [
  { id: 11, code: 'IP15-128', name: 'iPhone 15', manufacturer: 'Apple', type_device: 'Telefon', categories: [{ id: 2, name: 'Apple' }] },
  { id: 12, code: 'S24-256', name: 'Galaxy S24', manufacturer: 'Samsung', type_device: 'Telefon', categories: [] },
];

/** The category calls as the remote sees them, in memory; `override` answers a call first. */
export function fakeCategoryServer(override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  return fakeFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    const custom = override?.(pathname, init);
    if (custom) return custom;
    if (pathname === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (pathname === '/api/new/categories/tree/') return { status: 200, body: toTreeColumns(treeNodes) };
    if (pathname.endsWith('/move/')) return { status: 200, body: { nodes: [] } };
    if (pathname === '/api/new/categories/type-categories/') return { status: 200, body: treeNodes.map((item) => ({ id: item.id, label: item.name, type_device: null })) };
    if (pathname === '/api/new/categories/manufacturers/') return { status: 200, body: [{ id: 1, name: 'Apple' }] };
    if (pathname === '/api/new/categories/product-types/') return { status: 200, body: [{ id: 7, name: 'Telefon' }, { id: 8, name: 'Tablet' }] };
    if (pathname === '/api/new/categories/products/') return { status: 200, body: { count: 40, results: gridRows } };
    if (pathname === '/api/new/categories/products/ids/') return { status: 200, body: { ids: Array.from({ length: 40 }, (_, index) => index + 1), count: 40 } };
    if (pathname.startsWith('/api/new/categories/product-categories/')) return { status: 200, body: { changed: 2 } };
    return { status: 404, body: { detail: 'not faked' } };
  });
}
