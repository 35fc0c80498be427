import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { BonusSchema, bonusList } from '@shop/shared/contract/admin-bonuses';
import { CartSchema } from '@shop/shared/contract/cart';
import { buyouts } from '../db/schema/buyout';
import { products } from '../db/schema/catalogue';
import { soldBuyout } from '../security/support/objects';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { shopper, stockedProduct } from '../orders/test-support/checkout-fixture';

const apps = useMarketApps();
const BASE = '/api/new/product/admin-bonuses-for-used-product';

async function staff(market: 'cz' | 'ro'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

test('the three lookups at their verbatim paths (AT-B1..B3), staff only', async () => {
  const client = await staff('ro');
  const results = async (path: string) => {
    const response = await client.get(`${BASE}/${path}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { results: { id: number | string; name: string }[] }).results;
  };
  assert.ok((await results('bonuses_manufacturers')).some((row) => row.name === 'Apple'));
  assert.deepEqual((await results('quality_types')).map((row) => row.id), ['A+', 'A', 'B', 'C', 'D']);
  assert.ok((await results('types_devices')).length > 0);
  const customer = new TestClient(apps.cz, 'cs');
  assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  assert.equal((await customer.get(`${BASE}/quality_types`)).statusCode, 403);
  assert.equal((await apps.cz.inject({ url: `${BASE}/types_devices` })).statusCode, 401);
});

test('a bonus saved by staff is the cart’s buyout bonus while it is valid (AT-B4, AT-B5)', async () => {
  const client = await staff('cz');
  const device = await stockedProduct(apps.database.db, 'CZ', 'device', 11);
  const [{ typeDeviceId }] = (await apps.database.db.select({ typeDeviceId: products.typeDeviceId }).from(products).where(eq(products.id, device.id))) as [{ typeDeviceId: number }];
  const buyout = await soldBuyout(apps.cz, 'bonus admin');
  const [{ quality }] = (await apps.database.db.select({ quality: buyouts.quality }).from(buyouts).where(eq(buyouts.id, Number(buyout.id)))) as [{ quality: 'A+' | 'A' | 'B' | 'C' | 'D' }];

  const buyer = await shopper(apps.cz, 'CZ');
  const added = (await buyer.post('/api/new/cart/add-product/', { product: device.id })).json() as { item_id: number };
  const attached = await buyer.post(`/api/new/cart/buyout-bonus/${added.item_id}/`, { buyout: Number(buyout.id), token: buyout.token });
  assert.equal(attached.statusCode, 200, attached.body);
  const cartBonusPercent = async () => {
    const response = await buyer.get('/api/new/cart/packages/');
    assert.equal(response.statusCode, 200, response.body);
    return v.parse(CartSchema, response.json()).packages[0]!.items[0]!.buyout_bonus!.percent;
  };
  const seeded = await cartBonusPercent();

  const invalid = await client.post(`${BASE}/`, { quality: 'Z', percent: 0, valid_from: '2026-02-01', valid_to: '2026-01-01' });
  assert.equal(invalid.statusCode, 400);
  const created = await client.post(`${BASE}/`, { type_device: typeDeviceId, quality, percent: 1, valid_from: '2020-01-01', valid_to: null });
  assert.equal(created.statusCode, 201, created.body);
  const bonus = v.parse(BonusSchema, created.json());
  assert.equal(bonus.valid_from, '2020-01-01');
  assert.ok(bonus.type_device_name);
  assert.equal(await cartBonusPercent(), 1, 'the type-specific staff row wins over the seeded grade row');
  const listed = v.parse(bonusList.response, (await client.get(`${BASE}/?quality=${encodeURIComponent(quality)}&page_size=100`)).json());
  assert.ok(listed.results.some((row) => row.id === bonus.id));

  const expired = await client.request({ method: 'PATCH', url: `${BASE}/${bonus.id}/`, body: { type_device: typeDeviceId, quality, percent: 1, valid_from: '2020-01-01', valid_to: '2020-12-31' } });
  assert.equal(expired.statusCode, 200, expired.body);
  assert.equal(await cartBonusPercent(), seeded, 'an expired bonus no longer counts');
  assert.equal((await (await staff('ro')).request({ method: 'DELETE', url: `${BASE}/${bonus.id}/` })).statusCode, 404, 'another market’s row');
  assert.equal((await client.request({ method: 'DELETE', url: `${BASE}/${bonus.id}/` })).statusCode, 200);
});
