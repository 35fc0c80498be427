import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { abuseCounters } from '../db/schema/limits';
import { shopper, stockedProduct } from '../orders/test-support/checkout-fixture';
import { buildTestApp, testConfig } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { TestClient } from '../test-support/test-client';

const CEILING = 5;

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: { limits: { ...testConfig().limits, discountFailuresPerHour: CEILING } } });
});
after(async () => {
  await app.close();
  await database.close();
});

let addresses = 0;
/** A guesser on an address of its own, so the per-client rate limit never applies. */
async function guesser(): Promise<TestClient> {
  addresses += 1;
  const client = new TestClient(app, 'cs', `10.29.${Math.floor(addresses / 250)}.${addresses % 250}`);
  await client.get('/api/new/auth/me/');
  return client;
}

test('unknown codes tried from many addresses add up to a ceiling; past it no code is looked up, a valid one neither', async () => {
  const buyer = await shopper(app, 'CZ');
  const device = await stockedProduct(database.db, 'CZ', 'device');
  assert.equal((await buyer.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);

  for (let attempt = 0; attempt < CEILING; attempt++) {
    const wrong = await (await guesser()).post('/api/new/discounts/apply/', { code: `GUESS${String(attempt).padStart(5, '0')}` });
    assert.deepEqual(wrong.json(), { code: ['Neplatný slevový kód.'] });
  }
  const refused = await (await guesser()).post('/api/new/discounts/apply/', { code: 'GUESS99999' });
  assert.equal(refused.statusCode, 429);
  assert.deepEqual(refused.json(), { detail: 'Slevové kódy teď zkouší příliš mnoho lidí. Zkuste to prosím znovu později.' });
  const valid = await buyer.post('/api/new/discounts/apply/', { code: 'VANOCE2026' });
  assert.equal(valid.statusCode, 429, 'a valid code is not confirmed to a guesser past the ceiling');
});

test('a valid code applied below the ceiling does not count towards it', async () => {
  await database.db.delete(abuseCounters);
  const buyer = await shopper(app, 'CZ');
  const device = await stockedProduct(database.db, 'CZ', 'device', 1);
  assert.equal((await buyer.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
  for (let attempt = 0; attempt < CEILING + 2; attempt++) {
    const applied = await buyer.post('/api/new/discounts/apply/', { code: 'VANOCE2026' });
    assert.equal(applied.statusCode, 200, applied.body);
  }
});
