import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  CategoryDetailSchema,
  categoriesMove,
  categoriesProductGrid,
  categoriesProductGridIds,
  categoriesTree,
  categoriesTypeCategories,
  type CategoryNode,
} from '@shop/shared/contract/categories';
import { galleryFileSets, galleryPhotos } from '@shop/shared/contract/gallery';
import { buildPath } from '@shop/shared/contract/route';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const BASE = '/api/new/categories/';
let counter = 0;

async function staff(app: FastifyInstance, locale: 'cs' | 'ro' = 'cs'): Promise<TestClient> {
  const client = new TestClient(app, locale);
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

async function tree(client: TestClient): Promise<CategoryNode[]> {
  const response = await client.get(categoriesTree.path);
  assert.equal(response.statusCode, 200);
  return v.parse(categoriesTree.response, response.json()).nodes;
}

function childrenOf(nodes: CategoryNode[], parent: number | null): CategoryNode[] {
  return nodes.filter((node) => node.parent === parent).sort((a, b) => a.position - b.position);
}

function assertPositionsDense(nodes: CategoryNode[]): void {
  for (const parent of new Set(nodes.map((node) => node.parent))) {
    assert.deepEqual(
      childrenOf(nodes, parent).map((node) => node.position),
      childrenOf(nodes, parent).map((_, index) => index),
      `positions under ${parent}`,
    );
  }
}

async function add(client: TestClient, fields: Record<string, unknown>) {
  counter += 1;
  const response = await client.post(BASE, { name: `Test ${counter}`, seo_name: `test-${counter}`, parent: null, ...fields });
  assert.equal(response.statusCode, 201, response.body);
  return v.parse(CategoryDetailSchema, response.json());
}

const move = (client: TestClient, id: number, target: number, position: string) =>
  client.request({ method: 'PATCH', url: buildPath(categoriesMove.path, { id }), body: { target, position } });

describe('category administration', () => {
  test('the tree answer is typed JSON, sent compressed when the browser accepts it (the same bytes each call)', async () => {
    // An address of its own: the file's other tests use up the login rate limit of the default one.
    const client = new TestClient(apps.cz, 'cs', '10.9.8.7');
    assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
    const plain = await client.get(categoriesTree.path);
    assert.equal(plain.statusCode, 200);
    assert.match(String(plain.headers['content-type']), /^application\/json/);
    assert.equal(plain.headers['content-encoding'], undefined);
    const nodes = v.parse(categoriesTree.response, plain.json()).nodes;
    // Columns on the wire, one array per field, in the tree's order: no field name repeated per node.
    const { columns } = plain.json() as { columns: Record<string, unknown[]> };
    assert.deepEqual(Object.keys(columns).sort(), Object.keys(nodes[0]!).sort());
    assert.deepEqual(columns.id, nodes.map((node) => node.id));
    assert.deepEqual(columns.url_path, nodes.map((node) => node.url_path));
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const first = await client.get(categoriesTree.path, { 'accept-encoding': `${encoding}` });
      assert.equal(first.headers['content-encoding'], encoding);
      assert.match(String(first.headers['content-type']), /^application\/json/);
      assert.match(String(first.headers.vary), /Accept-Encoding/);
      assert.ok(first.rawPayload.length < plain.rawPayload.length, `${encoding} is smaller`);
      assert.deepEqual(v.parse(categoriesTree.response, JSON.parse(decode(first.rawPayload).toString('utf8'))).nodes, nodes);
      const second = await client.get(categoriesTree.path, { 'accept-encoding': `${encoding}` });
      assert.deepEqual(second.rawPayload, first.rawPayload);
    }
  });

  test('only staff with the CSRF token may read or change categories', async () => {
    const anonymous = new TestClient(apps.cz);
    assert.equal((await anonymous.get(categoriesTree.path)).statusCode, 401);
    const customer = new TestClient(apps.cz);
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await customer.get(categoriesTree.path)).statusCode, 403);
    const client = await staff(apps.cz);
    const refused = await client.request({ method: 'POST', url: BASE, body: { name: 'X', seo_name: 'x', parent: null }, csrf: false });
    assert.equal(refused.statusCode, 403);
    assert.equal((await tree(client)).some((node) => node.name === 'X'), false);
  });

  test('a new category takes the defaults, turns a comma into a dot and lists last under its parent', async () => {
    const client = await staff(apps.cz);
    const root = await add(client, {});
    assert.equal(root.for_display, true);
    assert.equal(root.meilisearch_boost, '1');
    assert.equal(root.url_path, `/${root.seo_name}/`);
    const child = await add(client, { parent: root.id, meilisearch_boost: '1,5', manufacturers: [1] });
    assert.equal(child.meilisearch_boost, '1.5');
    assert.deepEqual(child.manufacturers, [1]);
    assert.equal(child.url_path, `/${root.seo_name}/${child.seo_name}/`);
    assert.equal(child.changes[0]?.action, 'add');
    assert.equal(child.changes[0]?.by, TEST_STAFF.email);
    const nodes = await tree(client);
    assert.equal(childrenOf(nodes, null).at(-1)?.id, root.id);
    assertPositionsDense(nodes);
  });

  test('bad fields are 400s on their field in the request language and change nothing', async () => {
    const client = await staff(apps.ro, 'ro');
    const before = await tree(client);
    const response = await client.post(BASE, { name: '', seo_name: 'Not A Slug', parent: null, meilisearch_boost: 'abc', manufacturers: [999999] });
    assert.equal(response.statusCode, 400);
    const errors = response.json() as Record<string, string[]>;
    assert.deepEqual(Object.keys(errors).sort(), ['meilisearch_boost', 'name', 'seo_name']);
    assert.match(errors.name![0]!, /obligatoriu/i);
    const unknownMaker = await client.post(BASE, { name: 'Ok', seo_name: 'ok-ro', parent: null, manufacturers: [999999] });
    assert.equal(unknownMaker.statusCode, 400);
    assert.ok((unknownMaker.json() as Record<string, string[]>).manufacturers);
    assert.deepEqual(await tree(client), before);
  });

  test('a name taken among the siblings is a 400 on name', async () => {
    const client = await staff(apps.cz);
    const root = await add(client, {});
    await add(client, { parent: root.id, name: 'Duplicate' });
    const response = await client.post(BASE, { name: 'duplicate', seo_name: 'duplicate-2', parent: root.id });
    assert.equal(response.statusCode, 400);
    assert.match((response.json() as { name: string[] }).name[0]!, /názvem/);
  });

  test('moves to left, right and first-child renumber the siblings and rewrite the subtree addresses', async () => {
    const client = await staff(apps.cz);
    const parent = await add(client, {});
    const [a, b, c] = [await add(client, { parent: parent.id }), await add(client, { parent: parent.id }), await add(client, { parent: parent.id })];
    const grandchild = await add(client, { parent: c.id });
    const order = async () => childrenOf(await tree(client), parent.id).map((node) => node.id);

    assert.equal((await move(client, c.id, a.id, 'left')).statusCode, 200);
    assert.deepEqual(await order(), [c.id, a.id, b.id]);
    assert.equal((await move(client, c.id, b.id, 'right')).statusCode, 200);
    assert.deepEqual(await order(), [a.id, b.id, c.id]);

    const other = await add(client, {});
    const moved = await move(client, c.id, other.id, 'first-child');
    assert.equal(moved.statusCode, 200);
    const changed = v.parse(categoriesMove.response, moved.json()).nodes;
    assert.ok(changed.some((node) => node.id === grandchild.id && node.url_path === `/${other.seo_name}/${c.seo_name}/${grandchild.seo_name}/`));
    const nodes = await tree(client);
    assert.deepEqual(childrenOf(nodes, other.id).map((node) => node.id), [c.id]);
    assert.deepEqual(await order(), [a.id, b.id]);
    assert.equal(nodes.find((node) => node.id === grandchild.id)?.url_path, `/${other.seo_name}/${c.seo_name}/${grandchild.seo_name}/`);
    assertPositionsDense(nodes);
  });

  test('a move into itself or below itself is refused and changes nothing', async () => {
    const client = await staff(apps.cz);
    const top = await add(client, {});
    const below = await add(client, { parent: top.id });
    const before = await tree(client);
    for (const [target, position] of [
      [top.id, 'first-child'],
      [below.id, 'first-child'],
      [below.id, 'left'],
    ] as const) {
      const response = await move(client, top.id, target, position);
      assert.equal(response.statusCode, 400);
      assert.ok((response.json() as { target?: string[] }).target);
    }
    assert.deepEqual(await tree(client), before);
  });

  test('a move next to a sibling of the same name is a 400 name error', async () => {
    const client = await staff(apps.cz);
    const first = await add(client, {});
    const second = await add(client, {});
    const clash = await add(client, { parent: first.id, name: 'Same' });
    await add(client, { parent: second.id, name: 'Same' });
    const response = await move(client, clash.id, second.id, 'first-child');
    assert.equal(response.statusCode, 400);
    assert.ok((response.json() as { name?: string[] }).name);
  });

  test('concurrent moves under one parent keep positions 0..n-1 without gaps or duplicates', async () => {
    const client = await staff(apps.cz);
    const parent = await add(client, {});
    const children: v.InferOutput<typeof CategoryDetailSchema>[] = [];
    for (let index = 0; index < 8; index += 1) children.push(await add(client, { parent: parent.id }));
    const other = new TestClient(apps.cz);
    other.cookies.clear();
    for (const [name, value] of client.cookies) other.cookies.set(name, value);
    const moves = children.map((child, index) =>
      move(index % 2 ? client : other, child.id, children[(index * 3 + 1) % children.length]!.id, index % 3 ? 'left' : 'right'),
    );
    const statuses = (await Promise.all(moves)).map((response) => response.statusCode);
    assert.ok(statuses.every((status) => status === 200 || status === 400), String(statuses));
    const nodes = await tree(client);
    assert.equal(childrenOf(nodes, parent.id).length, children.length);
    assertPositionsDense(nodes);
  });

  test('an edit on stale data is a 409, an edit on the current version saves and raises it', async () => {
    const client = await staff(apps.cz);
    const category = await add(client, {});
    const url = `${BASE}${category.id}/`;
    const body = { name: category.name, seo_name: category.seo_name, parent: null, version: category.version, meilisearch_boost: '2,25' };
    const saved = await client.request({ method: 'PATCH', url, body: { ...body, name: 'Renamed' } });
    assert.equal(saved.statusCode, 200, saved.body);
    const detail = v.parse(CategoryDetailSchema, saved.json());
    assert.equal(detail.name, 'Renamed');
    assert.equal(detail.meilisearch_boost, '2.25');
    assert.equal(detail.version, category.version + 1);
    const stale = await client.request({ method: 'PATCH', url, body: { ...body, name: 'Lost' } });
    assert.equal(stale.statusCode, 409);
    assert.equal(v.parse(CategoryDetailSchema, (await client.get(url)).json()).name, 'Renamed');
  });

  test('assigning products, the grid filters, a delete that would orphan products is refused, distinct subtree products', async () => {
    const client = await staff(apps.cz);
    const category = await add(client, {});
    const ids = v.parse(categoriesProductGridIds.response, (await client.get(`${categoriesProductGridIds.path}?search=a`)).json());
    assert.ok(ids.count >= 3);
    const chosen = ids.ids.slice(0, 3);

    const missing = await client.post('/api/new/categories/product-categories/add/', { masterProductIds: [], typeCategoryIds: [category.id] });
    assert.equal(missing.statusCode, 400);
    const added = await client.post('/api/new/categories/product-categories/add/', { masterProductIds: chosen, typeCategoryIds: [category.id] });
    assert.deepEqual(added.json(), { changed: 3 });

    const page = v.parse(categoriesProductGrid.response, (await client.get(`${categoriesProductGrid.path}?category=${category.id}&ordering=-name&page_size=2`)).json());
    assert.equal(page.count, 3);
    assert.equal(page.results.length, 2);
    assert.ok(page.results[0]!.name.localeCompare(page.results[1]!.name) >= 0);
    assert.ok(page.results.every((row) => row.categories.some((link) => link.id === category.id)));

    const withoutBefore = v.parse(categoriesProductGrid.response, (await client.get(`${categoriesProductGrid.path}?category=none`)).json()).count;
    // The three keep the categories the seed gave them, so this delete orphans nothing.
    const deleted = await client.request({ method: 'DELETE', url: `${BASE}${category.id}/` });
    assert.equal(deleted.statusCode, 200);
    assert.equal((await tree(client)).some((node) => node.id === category.id), false);

    const lonely = await add(client, {});
    const product = v.parse(categoriesProductGrid.response, (await client.get(`${categoriesProductGrid.path}?page_size=1&ordering=-code`)).json()).results[0]!;
    const seeded = product.categories.map((link) => link.id);
    await client.post('/api/new/categories/product-categories/add/', { masterProductIds: [product.id], typeCategoryIds: [lonely.id] });
    if (seeded.length > 0) await client.post('/api/new/categories/product-categories/remove/', { masterProductIds: [product.id], typeCategoryIds: seeded });
    const blocked = await client.request({ method: 'DELETE', url: `${BASE}${lonely.id}/` });
    assert.equal(blocked.statusCode, 409);
    assert.match((blocked.json() as { detail: string }).detail, /1 produkt by zůstal/);
    assert.ok((await tree(client)).some((node) => node.id === lonely.id));
    await client.post('/api/new/categories/product-categories/remove/', { masterProductIds: [product.id], typeCategoryIds: [lonely.id] });
    const without = v.parse(categoriesProductGrid.response, (await client.get(`${categoriesProductGrid.path}?category=none`)).json());
    assert.equal(without.count, withoutBefore + (seeded.length > 0 ? 1 : 0));
    if (seeded.length > 0) await client.post('/api/new/categories/product-categories/add/', { masterProductIds: [product.id], typeCategoryIds: seeded });

    // The detail counts the products of a subtree once each, also one in two of its subcategories (the delete confirmation's number).
    const top = await add(client, {});
    const left = await add(client, { parent: top.id });
    const right = await add(client, { parent: top.id });
    const [shared, only] = v.parse(categoriesProductGridIds.response, (await client.get(`${categoriesProductGridIds.path}?search=a`)).json()).ids;
    const assign = (ids: number[], category: number) => client.post('/api/new/categories/product-categories/add/', { masterProductIds: ids, typeCategoryIds: [category] });
    await assign([shared!], left.id);
    await assign([shared!, only!], right.id);
    const detail = v.parse(CategoryDetailSchema, (await client.get(`${BASE}${top.id}/`)).json());
    // Three assignments (the tree's product_count summed), two products.
    assert.equal(detail.subtree_products, 2);
    assert.equal(v.parse(CategoryDetailSchema, (await client.get(`${BASE}${left.id}/`)).json()).subtree_products, 1);
    await client.post('/api/new/categories/product-categories/remove/', { masterProductIds: [shared!, only!], typeCategoryIds: [left.id, right.id] });
    assert.equal((await client.request({ method: 'DELETE', url: `${BASE}${top.id}/` })).statusCode, 200);
  });

  test('type categories are labelled with their path; the gallery lists file sets and photos', async () => {
    const client = await staff(apps.ro, 'ro');
    const types = v.parse(categoriesTypeCategories.response, (await client.get(categoriesTypeCategories.path)).json());
    assert.ok(types.some((type) => type.label.includes(' › ')));
    const sets = v.parse(galleryFileSets.response, (await client.get(`${galleryFileSets.path}?term=zař`)).json());
    assert.equal(sets.length, 1);
    const pictures = v.parse(galleryPhotos.response, (await client.get(buildPath(galleryPhotos.path, { id: sets[0]!.id }))).json());
    assert.equal(pictures.length, sets[0]!.photo_count);
    assert.ok(pictures.length > 0);
  });
});
