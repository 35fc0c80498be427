import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { catalogueCategoryListing } from '@shop/shared/contract/catalogue';
import { CategoryDetailSchema, categoriesMove, categoriesTree, categoriesUpdate, type CategoryDetail } from '@shop/shared/contract/categories';
import { menuHamburger, type MenuItem } from '@shop/shared/contract/menu';
import { buildPath } from '@shop/shared/contract/route';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();

/** What a customer's browser asks, without a session, so the answers come from the response cache once warm. */
async function shopGet(app: FastifyInstance, url: string, language = 'cs') {
  return app.inject({ url, headers: { 'accept-language': language } });
}

async function menu(app: FastifyInstance, language = 'cs'): Promise<{ items: MenuItem[]; cache: string }> {
  const response = await shopGet(app, menuHamburger.path, language);
  assert.equal(response.statusCode, 200);
  return { items: v.parse(menuHamburger.response, response.json()).items, cache: String(response.headers['x-cache']) };
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

async function listing(app: FastifyInstance, urlPath: string) {
  const response = await shopGet(app, `${catalogueCategoryListing.path}?url_path=${encodeURIComponent(urlPath)}`);
  return { status: response.statusCode, cache: String(response.headers['x-cache']), body: response.statusCode === 200 ? v.parse(catalogueCategoryListing.response, response.json()) : null };
}

async function staff(app: FastifyInstance): Promise<TestClient> {
  const client = new TestClient(app);
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

async function categoryAt(client: TestClient, urlPath: string): Promise<CategoryDetail> {
  const nodes = v.parse(categoriesTree.response, (await client.get(categoriesTree.path)).json()).nodes;
  const node = nodes.find((candidate) => candidate.url_path === urlPath);
  assert.ok(node, urlPath);
  return v.parse(CategoryDetailSchema, (await client.get(buildPath(categoriesUpdate.path, { id: node.id }))).json());
}

async function save(client: TestClient, detail: CategoryDetail, changes: Partial<CategoryDetail>): Promise<CategoryDetail> {
  const { id, name, seo_name, parent, for_display, for_buyout, for_service, filterable, manufacturers, photo_id, type_device, meilisearch_boost, version } = { ...detail, ...changes };
  const body = { name, seo_name, parent, for_display, for_buyout, for_service, filterable, manufacturers, photo_id, type_device, meilisearch_boost, version };
  const response = await client.request({ method: 'PATCH', url: buildPath(categoriesUpdate.path, { id }), body });
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(CategoryDetailSchema, response.json());
}

test('a renamed category shows its new name in the menu and its listing at once, cached answers purged', async () => {
  const client = await staff(apps.cz);
  const apple = await categoryAt(client, '/mobilni-telefony/apple/');
  // Warm the cache: the second call is a hit, so seeing the new name below proves the purge.
  await menu(apps.cz);
  assert.equal((await menu(apps.cz)).cache, 'HIT');
  await listing(apps.cz, '/mobilni-telefony/apple/');
  assert.equal((await listing(apps.cz, '/mobilni-telefony/apple/')).cache, 'HIT');
  await listing(apps.cz, '/mobilni-telefony/');

  await save(client, apple, { name: 'Jablka' });
  const renamed = flatten((await menu(apps.cz)).items).find((item) => item.url === '/mobilni-telefony/apple/');
  assert.equal(renamed?.name, 'Jablka');
  const own = await listing(apps.cz, '/mobilni-telefony/apple/');
  assert.equal(own.body?.category.name, 'Jablka');
  assert.ok((own.body?.results.length ?? 0) > 0, 'the products stay listed');
  const parent = await listing(apps.cz, '/mobilni-telefony/');
  assert.ok(parent.body?.category.children.some((child) => child.name === 'Jablka'));
  // The other language has no translation of the new name: it shows it rather than the stale one.
  const romanian = flatten((await menu(apps.cz, 'ro')).items);
  assert.equal(romanian.find((item) => item.url === '/mobilni-telefony/apple/')?.name, 'Jablka');
  assert.equal(romanian.find((item) => item.url === '/tablety/')?.name, 'Tablete');
});

test('a new address and a move reach the menu; a hidden category drops out with its entries', async () => {
  const client = await staff(apps.ro);
  const samsung = await categoryAt(client, '/telefoane-mobile/samsung/');
  const tablets = await categoryAt(client, '/tablete/');
  await menu(apps.ro);
  const readdressed = await save(client, samsung, { seo_name: 'samsung-galaxy' });
  assert.equal(readdressed.url_path, '/telefoane-mobile/samsung-galaxy/');
  assert.ok(flatten((await menu(apps.ro)).items).some((item) => item.url === '/telefoane-mobile/samsung-galaxy/'));
  assert.equal((await listing(apps.ro, '/telefoane-mobile/samsung/')).status, 404);
  assert.equal((await listing(apps.ro, '/telefoane-mobile/samsung-galaxy/')).body?.category.id, samsung.id);

  const moved = await client.request({ method: 'PATCH', url: buildPath(categoriesMove.path, { id: samsung.id }), body: { target: tablets.id, position: 'right' } });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.ok(flatten((await menu(apps.ro)).items).some((item) => item.url === '/samsung-galaxy/'));

  await save(client, tablets, { for_display: false });
  const shown = flatten((await menu(apps.ro)).items).map((item) => item.url);
  assert.equal(shown.includes('/tablete/'), false);
  assert.equal(shown.some((url) => url.startsWith('/tablete/')), false);
  assert.ok(shown.includes('/telefoane-mobile/'));
  assert.equal((await listing(apps.ro, '/tablete/')).status, 404);
});
