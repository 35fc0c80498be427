import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { componentParamList, shopComponentParams } from '@shop/shared/contract/admin-component-params';
import { componentParamChanges } from '../db/schema/admin-ops';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const ADMIN_PATH = '/api/new/admin/component-params/';
const SHOP_PATH = '/api/new/component-params/';

async function signedIn(app: FastifyInstance, account: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(app, app === apps.ro ? 'ro' : 'cs', freshIp());
  assert.equal((await client.login(account.email, account.password)).statusCode, 200);
  return client;
}

async function shopBanner(app: FastifyInstance) {
  const response = await app.inject({ url: SHOP_PATH, headers: { 'accept-language': 'cs' } });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['surrogate-key']), /component-params/);
  return v.parse(shopComponentParams.response, response.json()).home_banner;
}

test('a saved home banner reaches the shop at once although its answer is cached; audited; per market (AT-A4a/b)', async () => {
  const staff = await signedIn(apps.cz, TEST_STAFF);
  assert.deepEqual(await shopBanner(apps.cz), { active: false, text_cs: '', text_ro: '' }, 'the default');
  await shopBanner(apps.cz);

  const saved = await staff.post(ADMIN_PATH, { key: 'home_banner', value: { active: true, text_cs: '  Vánoční otevírací doba  ', text_ro: 'Program de Crăciun' } });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().is_default, false);
  assert.equal(saved.json().updated_by_email, TEST_STAFF.email);
  assert.deepEqual(await shopBanner(apps.cz), { active: true, text_cs: 'Vánoční otevírací doba', text_ro: 'Program de Crăciun' }, 'the cached answer was purged');
  assert.equal((await shopBanner(apps.ro)).active, false, 'the Romanian shop keeps its own');

  await staff.post(ADMIN_PATH, { key: 'home_banner', value: { active: false, text_cs: 'Vánoční otevírací doba', text_ro: '' } });
  const changes = await apps.database.db.select().from(componentParamChanges).where(eq(componentParamChanges.market, 'CZ'));
  assert.equal(changes.length, 2);
  assert.equal(changes[0]!.oldValue, null);
  assert.deepEqual(changes[1]!.oldValue, { active: true, text_cs: 'Vánoční otevírací doba', text_ro: 'Program de Crăciun' });
  assert.equal(changes[1]!.userEmail, TEST_STAFF.email);

  const list = v.parse(componentParamList.response, (await staff.get(ADMIN_PATH)).json());
  assert.deepEqual(list.results.map((param) => param.key), ['home_banner', 'seller']);
});

test('bad values are a 400 at their field and change nothing; customers, anonymous and forged saves are refused', async () => {
  const staff = await signedIn(apps.ro, TEST_STAFF);
  const before = await shopBanner(apps.ro);
  const tooLong = await staff.post(ADMIN_PATH, { key: 'home_banner', value: { active: 'yes', text_cs: 'x'.repeat(201), text_ro: '' } });
  assert.equal(tooLong.statusCode, 400);
  assert.deepEqual(Object.keys(tooLong.json().value).sort(), ['active', 'text_cs']);
  assert.equal((await staff.post(ADMIN_PATH, { key: 'reservation_minutes', value: 5 })).statusCode, 400);
  assert.equal((await staff.request({ method: 'POST', url: ADMIN_PATH, body: { key: 'home_banner', value: { active: true, text_cs: 'x', text_ro: 'x' } }, csrf: false })).statusCode, 403);
  const customer = await signedIn(apps.ro, TEST_CUSTOMER);
  assert.equal((await customer.post(ADMIN_PATH, { key: 'home_banner', value: { active: true, text_cs: 'x', text_ro: 'x' } })).statusCode, 403);
  assert.equal((await apps.ro.inject({ url: ADMIN_PATH })).statusCode, 401);
  assert.deepEqual(await shopBanner(apps.ro), before);
});
