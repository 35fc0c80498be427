import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { attributeDefinitionList, AttributeDefinitionSchema, attributeNameChoices } from '@shop/shared/contract/admin-attributes';
import { adminProductDetail } from '@shop/shared/contract/admin-products';
import { catalogueCategoryListing, catalogueProductDetail } from '@shop/shared/contract/catalogue';
import { categories } from '../db/schema/categories';
import { attributeDefinitions, masterProductCategories, products, typeDevices } from '../db/schema/catalogue';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const BASE = '/api/new/product/admin-product-attributes/';
const PRODUCTS = '/api/new/admin/products/';

async function staffClient(market: 'cz' | 'ro'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

/** A Czech product in a filterable category, with that category's listing address. */
async function productInFilterableCategory() {
  const [row] = await apps.database.db
    .select({ id: products.id, seoName: products.seoName, typeDeviceId: products.typeDeviceId, urlPath: categories.urlPath })
    .from(products)
    .innerJoin(masterProductCategories, eq(masterProductCategories.masterProductId, products.masterProductId))
    .innerJoin(categories, eq(categories.id, masterProductCategories.categoryId))
    .where(and(eq(products.market, 'CZ'), eq(categories.filterable, true)))
    .orderBy(asc(products.id))
    .limit(1);
  assert.ok(row);
  return row;
}

describe('attribute definitions admin (AT-A1)', () => {
  test('staff only, CSRF checked', async () => {
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await customer.get(BASE)).statusCode, 403);
    assert.equal((await apps.cz.inject({ url: BASE })).statusCode, 401);
    const staff = await staffClient('cz');
    const before = (await apps.database.db.select().from(attributeDefinitions)).length;
    const [device] = await apps.database.db.select().from(typeDevices).limit(1);
    const noToken = await staff.request({ method: 'POST', url: BASE, body: { name_cs: 'Bez tokenu', name_ro: 'Fără token', type_device: device!.id }, csrf: false });
    assert.equal(noToken.statusCode, 403);
    assert.equal((await apps.database.db.select().from(attributeDefinitions)).length, before, 'nothing created');
  });

  test('400 at the fields, nothing created', async () => {
    const staff = await staffClient('cz');
    const before = (await apps.database.db.select().from(attributeDefinitions)).length;
    const bad = await staff.post(BASE, { name_cs: '  ', name_ro: 'x'.repeat(101), type_device: 999_999, position: -1, choices: ['y'.repeat(201)] });
    assert.equal(bad.statusCode, 400, bad.body);
    const errors = bad.json() as Record<string, unknown>;
    for (const field of ['name_cs', 'name_ro', 'position', 'choices']) assert.ok(field in errors, `${field} in ${bad.body}`);
    const unknownType = await staff.post(BASE, { name_cs: 'Odolnost', name_ro: 'Rezistență', type_device: 999_999 });
    assert.equal(unknownType.statusCode, 400);
    assert.ok('type_device' in (unknownType.json() as object), unknownType.body);
    assert.equal((await apps.database.db.select().from(attributeDefinitions)).length, before);
  });

  test('create, set on a product, rename shows on the product page and in the listing filters at once', async () => {
    const product = await productInFilterableCategory();
    const staff = await staffClient('cz');
    const created = await staff.post(BASE, {
      name_cs: 'Odolnost proti vodě',
      name_ro: 'Rezistență la apă',
      unit: '',
      type_device: product.typeDeviceId,
      filterable: true,
      position: 5,
      choices: ['IP68', 'IP67', 'IP68', ' '],
    });
    assert.equal(created.statusCode, 201, created.body);
    const attribute = v.parse(AttributeDefinitionSchema, created.json());
    assert.equal(attribute.code, 'odolnost_proti_vode');
    assert.deepEqual(attribute.choices, ['IP68', 'IP67'], 'blanks and repeats dropped');
    assert.equal(attribute.product_count, 0);
    const again = await staff.post(BASE, { name_cs: 'Odolnost proti vodě', name_ro: 'Altceva', type_device: product.typeDeviceId });
    assert.equal(again.statusCode, 400);
    assert.ok('name_cs' in (again.json() as object));

    // The product form offers the fixed choices and refuses anything else.
    const detail = v.parse(adminProductDetail.response, (await staff.get(`${PRODUCTS}${product.id}/`)).json());
    assert.deepEqual(detail.attributes.find((row) => row.attribute_id === attribute.id)?.choices, ['IP68', 'IP67']);
    const offChoice = await staff.request({ method: 'PUT', url: `${PRODUCTS}${product.id}/attributes/`, body: { version: detail.version, values: [{ attribute_id: attribute.id, value: 'IP54' }] } });
    assert.equal(offChoice.statusCode, 400);
    assert.ok(String(attribute.id) in ((offChoice.json() as { values: object }).values ?? {}), offChoice.body);
    const set = await staff.request({ method: 'PUT', url: `${PRODUCTS}${product.id}/attributes/`, body: { version: detail.version, values: [{ attribute_id: attribute.id, value: 'IP68' }] } });
    assert.equal(set.statusCode, 200, set.body);

    const page = async () => v.parse(catalogueProductDetail.response, (await apps.cz.inject({ url: `/api/new/catalogue/products/${product.seoName}/` })).json());
    const listing = async () =>
      v.parse(catalogueCategoryListing.response, (await apps.cz.inject({ url: `/api/new/catalogue/category-listing/?url_path=${encodeURIComponent(product.urlPath)}` })).json());
    assert.equal((await page()).attributes.find((row) => row.code === attribute.code)?.name, 'Odolnost proti vodě');
    assert.ok((await listing()).facets.attributes.some((facet) => facet.code === attribute.code && facet.name === 'Odolnost proti vodě'));
    const filtered = await apps.cz.inject({ url: `/api/new/catalogue/category-listing/?url_path=${encodeURIComponent(product.urlPath)}&attribute=${attribute.code}:IP68` });
    assert.ok(v.parse(catalogueCategoryListing.response, filtered.json()).results.some((tile) => tile.id === product.id), 'the filter finds the product');

    // Rename without no-cache on the reads: the save must drop the cached answers.
    const renamed = await staff.request({ method: 'PATCH', url: `${BASE}${attribute.id}/`, body: { name_cs: 'Voděodolnost', name_ro: 'Impermeabilitate', type_device: product.typeDeviceId, filterable: true, position: 5, choices: ['IP68', 'IP67'], version: attribute.version } });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const after = v.parse(AttributeDefinitionSchema, renamed.json());
    assert.equal(after.code, attribute.code, 'the code stays');
    assert.equal(after.version, attribute.version + 1);
    assert.equal(after.product_count, 1);
    assert.equal((await page()).attributes.find((row) => row.code === attribute.code)?.name, 'Voděodolnost');
    assert.ok((await listing()).facets.attributes.some((facet) => facet.code === attribute.code && facet.name === 'Voděodolnost'));
    const roChoices = v.parse(attributeNameChoices.response, (await (await staffClient('ro')).get(`${BASE}attr-name-choices/?type_device=${product.typeDeviceId}`)).json()).results;
    assert.equal(roChoices.find((row) => row.id === attribute.id)?.name, 'Impermeabilitate');

    // A save over an older version is a 409 and changes nothing.
    const stale = await staff.request({ method: 'PATCH', url: `${BASE}${attribute.id}/`, body: { name_cs: 'Starý název', name_ro: 'Vechi', type_device: product.typeDeviceId, version: attribute.version } });
    assert.equal(stale.statusCode, 409, stale.body);
    const listed = v.parse(attributeDefinitionList.response, (await staff.get(`${BASE}?type_device=${product.typeDeviceId}`)).json()).results;
    assert.equal(listed.find((row) => row.id === attribute.id)?.name_cs, 'Voděodolnost');
    assert.ok(listed.every((row) => row.type_device === product.typeDeviceId));

    // Used attributes keep their type device and cannot be deleted; the message says by how many products.
    const [otherDevice] = await apps.database.db.select().from(typeDevices).where(ne(typeDevices.id, product.typeDeviceId)).limit(1);
    const otherId = otherDevice!.id;
    const moved = await staff.request({ method: 'PATCH', url: `${BASE}${attribute.id}/`, body: { name_cs: 'Voděodolnost', name_ro: 'Impermeabilitate', type_device: otherId, version: after.version } });
    assert.equal(moved.statusCode, 400, moved.body);
    assert.ok('type_device' in (moved.json() as object));
    const refused = await staff.request({ method: 'DELETE', url: `${BASE}${attribute.id}/` });
    assert.equal(refused.statusCode, 409);
    assert.match((refused.json() as { detail: string }).detail, /používá ho 1 produkt/);

    const current = v.parse(adminProductDetail.response, (await staff.get(`${PRODUCTS}${product.id}/`)).json());
    const cleared = await staff.request({ method: 'PUT', url: `${PRODUCTS}${product.id}/attributes/`, body: { version: current.version, values: [{ attribute_id: attribute.id, value: '' }] } });
    assert.equal(cleared.statusCode, 200, cleared.body);
    const deleted = await staff.request({ method: 'DELETE', url: `${BASE}${attribute.id}/` });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await staff.request({ method: 'DELETE', url: `${BASE}${attribute.id}/` })).statusCode, 404);
  });
});
