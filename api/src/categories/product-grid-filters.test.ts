import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { categoriesManufacturers, categoriesProductGrid, categoriesProductTypes } from '@shop/shared/contract/categories';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();

test('the grid filters by category (also "without category"), manufacturer and type, each alone and together', async () => {
  const client = new TestClient(apps.cz);
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  const grid = async (filters: string) => {
    const response = await client.get(`${categoriesProductGrid.path}?page_size=100&${filters}`);
    assert.equal(response.statusCode, 200, response.body);
    return v.parse(categoriesProductGrid.response, response.json());
  };
  const types = v.parse(categoriesProductTypes.response, (await client.get(categoriesProductTypes.path)).json());
  const makers = v.parse(categoriesManufacturers.response, (await client.get(categoriesManufacturers.path)).json());
  const all = await grid('');
  const sample = all.results[0]!;
  const type = types.find((candidate) => candidate.name === sample.type_device)!;
  const maker = makers.find((candidate) => candidate.name === sample.manufacturer)!;
  assert.ok(type && maker, 'the choices name what the grid shows');

  const byType = await grid(`type_device=${type.id}`);
  assert.ok(byType.count > 0 && byType.count < all.count);
  assert.ok(byType.results.every((row) => row.type_device === type.name));
  const both = await grid(`type_device=${type.id}&manufacturer=${maker.id}`);
  assert.ok(both.count > 0 && both.count <= byType.count);
  assert.ok(both.results.every((row) => row.type_device === type.name && row.manufacturer === maker.name));

  const category = sample.categories[0]!;
  const three = await grid(`type_device=${type.id}&manufacturer=${maker.id}&category=${category.id}`);
  assert.ok(three.results.some((row) => row.id === sample.id));
  assert.ok(three.results.every((row) => row.categories.some((link) => link.id === category.id) && row.manufacturer === maker.name));

  // A product taken out of all its categories shows under "without category" with the same type and maker filters.
  const before = (await grid(`category=none&type_device=${type.id}&manufacturer=${maker.id}`)).count;
  const ids = sample.categories.map((link) => link.id);
  assert.equal((await client.post('/api/new/categories/product-categories/remove/', { masterProductIds: [sample.id], typeCategoryIds: ids })).statusCode, 200);
  const without = await grid(`category=none&type_device=${type.id}&manufacturer=${maker.id}`);
  assert.equal(without.count, before + 1);
  assert.ok(without.results.some((row) => row.id === sample.id && row.categories.length === 0));
  const otherType = types.find((candidate) => candidate.id !== type.id)!;
  assert.equal((await grid(`category=none&type_device=${otherType.id}&manufacturer=${maker.id}`)).results.some((row) => row.id === sample.id), false);
  assert.equal((await client.post('/api/new/categories/product-categories/add/', { masterProductIds: [sample.id], typeCategoryIds: ids })).statusCode, 200);

  const romanian = new TestClient(apps.cz, 'ro');
  await romanian.login(TEST_STAFF.email, TEST_STAFF.password);
  const roTypes = v.parse(categoriesProductTypes.response, (await romanian.get(categoriesProductTypes.path)).json());
  assert.notDeepEqual(roTypes.map((row) => row.name), types.map((row) => row.name));
});
