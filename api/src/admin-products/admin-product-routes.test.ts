import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { AdminMasterProductDetailSchema, AdminProductDetailSchema, adminMasterProductList, adminMetaMasterList, adminProductList } from '@shop/shared/contract/admin-products';
import { ProductDetailSchema } from '@shop/shared/contract/catalogue';
import { fileSets, photos } from '../db/schema/category-admin';
import { productStoreStock, products } from '../db/schema/catalogue';
import { productStockChanges } from '../db/schema/product-admin';
import { stores } from '../db/schema/stores';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { stockedProduct } from '../orders/test-support/checkout-fixture';

// Product admin (AT-A2) and master product admin (AT-A3) on the real server and database.

const apps = useMarketApps();
const BASE = '/api/new/admin/products';

async function staff(market: 'cz' | 'ro'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

async function detail(client: TestClient, id: number) {
  const response = await client.get(`${BASE}/${id}/`);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(AdminProductDetailSchema, response.json());
}

const emptySeo = { title: '', description: '', long_text: '' };

test('staff only: anonymous 401, customers 403, a save without the CSRF token 403 and nothing changed', async () => {
  const product = await stockedProduct(apps.database.db, 'CZ', 'device', 3);
  assert.equal((await apps.cz.inject({ url: `${BASE}/` })).statusCode, 401);
  const customer = new TestClient(apps.cz, 'cs');
  assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  assert.equal((await customer.get(`${BASE}/${product.id}/`)).statusCode, 403);
  const client = await staff('cz');
  const before = await detail(client, product.id);
  const noToken = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/seo/`, body: { version: before.version, cs: { ...emptySeo, title: 'Bez tokenu' }, ro: emptySeo }, csrf: false });
  assert.equal(noToken.statusCode, 403);
  const after = await detail(client, product.id);
  assert.equal(after.version, before.version);
  assert.equal(after.seo.cs.title, '');
});

test('the grid pages, orders and filters the market’s products (AT-A2, AT-A4j)', async () => {
  const client = await staff('cz');
  const product = await stockedProduct(apps.database.db, 'CZ', 'device', 1);
  const byCode = v.parse(adminProductList.response, (await client.get(`${BASE}/?search=${encodeURIComponent(product.longName.slice(0, 12))}&page_size=100`)).json());
  assert.ok(byCode.results.some((row) => row.id === product.id), 'found by part of its name');
  const cheapest = v.parse(adminProductList.response, (await client.get(`${BASE}/?ordering=price&page_size=5&page=2`)).json());
  assert.equal(cheapest.results.length, 5);
  const prices = cheapest.results.map((row) => row.price);
  assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
  const [{ masterProductId }] = (await apps.database.db.select({ masterProductId: products.masterProductId }).from(products).where(eq(products.id, product.id))) as [{ masterProductId: number }];
  const ofMaster = v.parse(adminProductList.response, (await client.get(`${BASE}/?master_product=${masterProductId}&ordering=-stock`)).json());
  assert.ok(ofMaster.count >= 1 && ofMaster.results.every((row) => row.master_product_id === masterProductId));
  const bad = await client.get(`${BASE}/?ordering=colour&page_size=1000`);
  assert.equal(bad.statusCode, 400);
  assert.ok('ordering' in bad.json() && 'page_size' in bad.json());
  const roIds = v.parse(adminProductList.response, (await (await staff('ro')).get(`${BASE}/?search=${encodeURIComponent(product.longName.slice(0, 12))}&page_size=100`)).json());
  assert.ok(!roIds.results.some((row) => row.id === product.id), 'another market’s product is not listed');
});

test('SEO texts: 400 kept at the field, 409 on a stale version, the shop’s product page shows them at once (purged)', async () => {
  const client = await staff('cz');
  const product = await stockedProduct(apps.database.db, 'CZ', 'device', 2);
  const page = `/api/new/catalogue/products/${product.seoName}/`;
  const shop = (lang: 'cs' | 'ro') => apps.cz.inject({ url: page, headers: { 'accept-language': lang } });
  await shop('cs');
  assert.equal((await shop('cs')).headers['x-cache'], 'HIT', 'the product page is cached before the save');
  const loaded = await detail(client, product.id);

  const tooLong = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/seo/`, body: { version: loaded.version, cs: { ...emptySeo, title: 'x'.repeat(71) }, ro: emptySeo } });
  assert.equal(tooLong.statusCode, 400);
  assert.ok((tooLong.json() as { cs: { title: string[] } }).cs.title.length > 0);

  const texts = { cs: { title: 'Nejlepší telefon <b>roku</b>', description: 'Popis', long_text: 'Dlouhý text\nna dva řádky' }, ro: { title: 'Cel mai bun telefon', description: 'Descriere', long_text: '' } };
  const saved = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/seo/`, body: { version: loaded.version, ...texts } });
  assert.equal(saved.statusCode, 200, saved.body);
  const after = v.parse(AdminProductDetailSchema, saved.json());
  assert.equal(after.version, loaded.version + 1);
  assert.deepEqual(after.seo, texts);

  const stale = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/seo/`, body: { version: loaded.version, cs: emptySeo, ro: emptySeo } });
  assert.equal(stale.statusCode, 409);
  assert.match((stale.json() as { detail: string }).detail, /někdo jiný/);

  const shown = await shop('cs');
  assert.notEqual(shown.headers['x-cache'], 'HIT', 'the save purged the cached page');
  assert.equal(v.parse(ProductDetailSchema, shown.json()).seo?.title, 'Nejlepší telefon <b>roku</b>');
  assert.equal(v.parse(ProductDetailSchema, (await shop('ro')).json()).seo?.title, 'Cel mai bun telefon');
  assert.equal((await (await staff('ro')).get(`${BASE}/${product.id}/`)).statusCode, 404, 'another market’s product');
});

test('attribute values of the product’s type device, with 400 on another type’s attribute', async () => {
  const client = await staff('ro');
  const product = await stockedProduct(apps.database.db, 'RO', 'device', 4);
  const loaded = await detail(client, product.id);
  assert.ok(loaded.attributes.length > 0);
  const [first, second] = loaded.attributes as [(typeof loaded.attributes)[0], (typeof loaded.attributes)[0]];
  const foreign = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/attributes/`, body: { version: loaded.version, values: [{ attribute_id: 2_000_000, value: 'x' }] } });
  assert.equal(foreign.statusCode, 400);
  assert.ok((foreign.json() as { values: Record<string, string[]> }).values['2000000']);
  assert.equal((await detail(client, product.id)).version, loaded.version, 'nothing changed');

  const saved = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/attributes/`, body: { version: loaded.version, values: [{ attribute_id: first.attribute_id, value: ' 999 ' }, { attribute_id: second.attribute_id, value: '' }] } });
  assert.equal(saved.statusCode, 200, saved.body);
  const after = v.parse(AdminProductDetailSchema, saved.json());
  assert.equal(after.attributes.find((row) => row.attribute_id === first.attribute_id)?.value, '999');
  assert.equal(after.attributes.find((row) => row.attribute_id === second.attribute_id)?.value, '');
  const shop = v.parse(ProductDetailSchema, (await apps.ro.inject({ url: `/api/new/catalogue/products/${product.seoName}/` })).json());
  assert.equal(shop.attributes.find((row) => row.code === first.code)?.value, '999');
  assert.ok(!shop.attributes.some((row) => row.code === second.code));
});

test('stock per store and warehouse: the reason is required, every changed location is audited, the sums follow', async () => {
  const client = await staff('cz');
  const product = await stockedProduct(apps.database.db, 'CZ', 'device', 5);
  const loaded = await detail(client, product.id);
  const [store] = loaded.stock.stores;
  assert.ok(store);
  const [roStore] = await apps.database.db.select({ id: stores.id }).from(stores).where(eq(stores.market, 'RO')).limit(1);

  const noReason = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/stock/`, body: { version: loaded.version, reason: ' ', warehouse: 3, stores: [] } });
  assert.equal(noReason.statusCode, 400);
  assert.ok('reason' in noReason.json());
  const foreignStore = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/stock/`, body: { version: loaded.version, reason: 'inventura', warehouse: 3, stores: [{ store_id: roStore!.id, quantity: 1 }] } });
  assert.equal(foreignStore.statusCode, 400);
  assert.deepEqual(Object.keys((foreignStore.json() as { stores: object }).stores), ['0']);

  const saved = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/stock/`, body: { version: loaded.version, reason: 'Inventura', warehouse: loaded.stock.warehouse + 2, stores: [{ store_id: store.store_id, quantity: store.quantity + 4 }] } });
  assert.equal(saved.statusCode, 200, saved.body);
  const after = v.parse(AdminProductDetailSchema, saved.json());
  assert.equal(after.stock.warehouse, loaded.stock.warehouse + 2);
  assert.equal(after.stock.changes.length, 2);
  assert.ok(after.stock.changes.every((change) => change.reason === 'Inventura' && change.user_email === TEST_STAFF.email));
  assert.ok(after.stock.changes.some((change) => change.store_id === null && change.location_name === 'Centrální sklad'));
  const audit = await apps.database.db.select().from(productStockChanges).where(and(eq(productStockChanges.productId, product.id), eq(productStockChanges.storeId, store.store_id)));
  assert.deepEqual(audit.map((row) => [row.previousQuantity, row.quantity]), [[store.quantity, store.quantity + 4]]);
  const [sums] = await apps.database.db.select({ store: products.storeQuantity, warehouse: products.warehouseQuantity }).from(products).where(eq(products.id, product.id));
  const shelves = await apps.database.db.select({ quantity: productStoreStock.quantity }).from(productStoreStock).where(eq(productStoreStock.productId, product.id));
  assert.equal(sums!.store, shelves.reduce((sum, row) => sum + row.quantity, 0));
  assert.equal(sums!.warehouse, loaded.stock.warehouse + 2);
});

test('images: gallery photos added in order (the first is the main one), reordered and removed; unknown ones 400', async () => {
  const client = await staff('cz');
  const product = await stockedProduct(apps.database.db, 'CZ', 'accessory', 1);
  const [set] = await apps.database.db.insert(fileSets).values({ name: 'product admin test' }).returning();
  const [one, two] = await apps.database.db
    .insert(photos)
    .values([
      { fileSetId: set!.id, url: '/media/one.jpg', alt: 'one' },
      { fileSetId: set!.id, url: '/media/two.jpg', alt: 'two' },
    ])
    .returning();
  const loaded = await detail(client, product.id);
  const unknown = await client.request({ method: 'PUT', url: `${BASE}/${product.id}/images/`, body: { version: loaded.version, images: [{ source: 'photo', id: one!.id }, { source: 'image', id: 2_000_000 }] } });
  assert.equal(unknown.statusCode, 400);
  assert.deepEqual(Object.keys((unknown.json() as { images: object }).images), ['1']);

  const added = v.parse(AdminProductDetailSchema, (await client.request({ method: 'PUT', url: `${BASE}/${product.id}/images/`, body: { version: loaded.version, images: [{ source: 'photo', id: one!.id }, { source: 'photo', id: two!.id }] } })).json());
  assert.deepEqual(added.images.map((image) => image.url), ['/media/one.jpg', '/media/two.jpg']);
  const [first, second] = added.images;
  assert.ok(first && second);
  const swapped = v.parse(AdminProductDetailSchema, (await client.request({ method: 'PUT', url: `${BASE}/${product.id}/images/`, body: { version: added.version, images: [{ source: 'image', id: second.id }] } })).json());
  assert.deepEqual(swapped.images.map((image) => image.url), ['/media/two.jpg']);
  assert.ok(!swapped.images.some((image) => image.id === first.id));
  const shop = v.parse(ProductDetailSchema, (await apps.cz.inject({ url: `/api/new/catalogue/products/${product.seoName}/` })).json());
  assert.equal(shop.images[0]?.url, '/media/two.jpg');
});

test('master product: detail with categories and products, rename with the stale check, products follow (AT-A3)', async () => {
  const client = await staff('cz');
  const product = await stockedProduct(apps.database.db, 'CZ', 'device', 6);
  const { master_product } = await detail(client, product.id);
  const url = `/api/new/admin/master-products/${master_product.id}/`;
  const loaded = v.parse(AdminMasterProductDetailSchema, (await client.get(url)).json());
  assert.ok(loaded.products.some((row) => row.id === product.id));
  assert.ok(loaded.categories.length > 0);

  const empty = await client.request({ method: 'PATCH', url, body: { version: loaded.version, name: '  ', manufacturer: loaded.manufacturer.id, type_device: loaded.type_device.id } });
  assert.equal(empty.statusCode, 400);
  assert.ok('name' in empty.json());
  const unknownMaker = await client.request({ method: 'PATCH', url, body: { version: loaded.version, name: 'X', manufacturer: 2_000_000, type_device: loaded.type_device.id } });
  assert.equal(unknownMaker.statusCode, 400);
  assert.ok('manufacturer' in unknownMaker.json());

  const renamed = await client.request({ method: 'PATCH', url, body: { version: loaded.version, name: `${loaded.name} (admin)`, manufacturer: loaded.manufacturer.id, type_device: loaded.type_device.id } });
  assert.equal(renamed.statusCode, 200, renamed.body);
  assert.equal(v.parse(AdminMasterProductDetailSchema, renamed.json()).name, `${loaded.name} (admin)`);
  const stale = await client.request({ method: 'PATCH', url, body: { version: loaded.version, name: 'stale', manufacturer: loaded.manufacturer.id, type_device: loaded.type_device.id } });
  assert.equal(stale.statusCode, 409);

  const grid = v.parse(adminMasterProductList.response, (await client.get(`/api/new/admin/master-products/?search=${encodeURIComponent('(admin)')}`)).json());
  assert.deepEqual(grid.results.map((row) => row.id), [master_product.id]);
  assert.equal((await (await staff('ro')).get(url)).statusCode, 404);
});

test('meta-master screen: the market’s groups with their size, the master grid’s group filters (AT-M8)', async () => {
  const client = await staff('cz');
  const masters = v.parse(adminMasterProductList.response, (await client.get('/api/new/admin/master-products/?ungrouped=true&page_size=2')).json());
  const ids = masters.results.map((row) => row.id);
  assert.equal(ids.length, 2);
  const created = await client.post('/api/new/mp-meta-master/admin/add-meta-master/', { name: 'Skupina testů', master_product_ids: ids });
  assert.equal(created.statusCode, 201, created.body);
  const { id } = created.json() as { id: number };
  const list = v.parse(adminMetaMasterList.response, (await client.get('/api/new/admin/meta-masters/?search=skupina')).json());
  assert.deepEqual(list.results.find((row) => row.id === id)?.size, 2);
  const members = v.parse(adminMasterProductList.response, (await client.get(`/api/new/admin/master-products/?meta_master=${id}`)).json());
  assert.deepEqual(members.results.map((row) => row.id).sort(), [...ids].sort());
  assert.ok(members.results.every((row) => row.meta_master?.id === id));
  const ungrouped = v.parse(adminMasterProductList.response, (await client.get('/api/new/admin/master-products/?ungrouped=true&page_size=100')).json());
  assert.ok(!ungrouped.results.some((row) => ids.includes(row.id)));
  const ro = v.parse(adminMetaMasterList.response, (await (await staff('ro')).get('/api/new/admin/meta-masters/')).json());
  assert.ok(!ro.results.some((row) => row.id === id), 'another market’s groups stay out');
});
