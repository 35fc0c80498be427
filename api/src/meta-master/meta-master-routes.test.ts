import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { MetaMasterSchema } from '@shop/shared/contract/admin-meta-master';
import { masterProducts } from '../db/schema/catalogue';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const BASE = '/api/new/mp-meta-master/admin';

async function staff(market: 'cz' | 'ro'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

const patch = (client: TestClient, url: string, body: unknown) => client.request({ method: 'PATCH', url, body });

test('create, get, rename, add, swap, exclude and delete meta-masters at the spec’s paths (AT-M1..M7)', async () => {
  const client = await staff('cz');
  const [a, b, c] = await apps.database.db.select({ id: masterProducts.id }).from(masterProducts).where(eq(masterProducts.market, 'CZ')).orderBy(desc(masterProducts.id)).limit(3);
  const created = await client.post(`${BASE}/add-meta-master/`, { name: 'iPhone 15 (všechny kapacity)', master_product_ids: [a!.id, b!.id] });
  assert.equal(created.statusCode, 201, created.body);
  const first = v.parse(MetaMasterSchema, created.json());
  assert.deepEqual(first.master_products.map((row) => row.id).sort(), [a!.id, b!.id].sort());

  const grouped = await client.post(`${BASE}/add-meta-master/`, { name: 'Druhý', master_product_ids: [a!.id] });
  assert.equal(grouped.statusCode, 400, 'a master product is in one meta-master only');
  assert.deepEqual(Object.keys(grouped.json() as object), ['master_product_ids']);
  const second = v.parse(MetaMasterSchema, (await client.post(`${BASE}/add-meta-master/`, { name: 'Druhý' })).json());

  const renamed = await patch(client, `${BASE}/update-meta-master/${first.id}/`, { name: 'iPhone 15' });
  assert.equal(v.parse(MetaMasterSchema, renamed.json()).name, 'iPhone 15');
  const added = await patch(client, `${BASE}/add-master-product/`, { meta_master_id: second.id, master_product_id: c!.id });
  assert.deepEqual(v.parse(MetaMasterSchema, added.json()).master_products.map((row) => row.id), [c!.id]);
  assert.equal((await patch(client, `${BASE}/add-master-product/`, { meta_master_id: second.id, master_product_id: a!.id })).statusCode, 400, 'use swap to move');

  const swapped = await patch(client, `${BASE}/swap-meta-master/${a!.id}/`, { meta_master_id: second.id });
  assert.equal(swapped.statusCode, 200, swapped.body);
  assert.deepEqual(v.parse(MetaMasterSchema, swapped.json()).master_products.map((row) => row.id).sort(), [a!.id, c!.id].sort());
  assert.deepEqual(v.parse(MetaMasterSchema, (await client.get(`${BASE}/get-meta-master/${first.id}/`)).json()).master_products.map((row) => row.id), [b!.id]);

  const others = (await client.get(`${BASE}/exclude-meta-master/${first.id}`)).json() as { results: { id: number; size: number }[] };
  assert.ok(others.results.every((row) => row.id !== first.id));
  assert.equal(others.results.find((row) => row.id === second.id)?.size, 2);

  assert.equal((await (await staff('ro')).get(`${BASE}/get-meta-master/${first.id}/`)).statusCode, 404, 'another market’s');
  assert.equal((await client.request({ method: 'DELETE', url: `${BASE}/delete-meta-master/${first.id}/` })).statusCode, 200);
  assert.equal((await client.get(`${BASE}/get-meta-master/${first.id}/`)).statusCode, 404);
  const stillThere = await apps.database.db.select().from(masterProducts).where(and(eq(masterProducts.id, b!.id)));
  assert.equal(stillThere.length, 1, 'the master products stay');
});

test('staff only: customers 403, anonymous 401; bad input 400', async () => {
  const customer = new TestClient(apps.cz, 'cs');
  assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  assert.equal((await customer.post(`${BASE}/add-meta-master/`, { name: 'x' })).statusCode, 403);
  assert.equal((await apps.cz.inject({ url: `${BASE}/exclude-meta-master/1` })).statusCode, 401);
  const client = await staff('cz');
  assert.equal((await client.post(`${BASE}/add-meta-master/`, { name: ' ' })).statusCode, 400);
  assert.equal((await client.post(`${BASE}/add-meta-master/`, { name: 'x', master_product_ids: [2_000_000_000] })).statusCode, 400);
});
