import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { buyoutStaffList } from '@shop/shared/contract/buyout-staff';
import { BuyoutDetailSchema } from '@shop/shared/contract/buyout-detail';
import { buyouts } from '../../db/schema/buyout';
import { useMarketApps } from '../../test-support/market-apps';
import { send } from '../../test-support/public-request';
import { TestClient } from '../../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../../test-support/test-database';
import { pickDevice } from '../test-support/buyout-requests';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import { sellOnlineBody } from '../test-support/sellers';

const apps = useMarketApps();
const LIST = '/api/new/buyout/staff/buyouts/';

async function sell(email: string): Promise<number> {
  const device = await pickDevice(apps.cz);
  const response = await send(apps.cz, '/api/new/buyout/sell-online/', sellOnlineBody(device, { ...czechSeller, e_mail: email }));
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { id: number }).id;
}

async function loggedIn(email: string, password: string): Promise<TestClient> {
  const client = new TestClient(apps.cz, 'cs');
  assert.equal((await client.login(email, password)).statusCode, 200);
  return client;
}

const list = async (staff: TestClient, search: string) => {
  const response = await staff.get(`${LIST}?${search}`);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(buyoutStaffList.response, response.json());
};

test('staff find buyouts by e-mail, number, status and creation day, newest first, a page at a time', async () => {
  const tag = `desk${Date.now()}`;
  const ids = [await sell(`${tag}-a@example.cz`), await sell(`${tag}-b@example.cz`), await sell(`${tag}-c@example.cz`)];
  const staff = await loggedIn(TEST_STAFF.email, TEST_STAFF.password);

  const byEmail = await list(staff, `search=${tag}`);
  assert.equal(byEmail.count, 3);
  assert.deepEqual(byEmail.results.map((row) => row.id), [...ids].reverse());
  assert.equal(byEmail.results[0]!.customer_name, `${czechSeller.first_name} ${czechSeller.last_name}`);
  assert.match(byEmail.results[0]!.device, /, /);

  const paged = await list(staff, `search=${tag}&page=2&page_size=2&ordering=created_at`);
  assert.deepEqual(paged.results.map((row) => row.id), [ids[2]]);
  assert.equal((await list(staff, `search=${ids[1]}`)).results.some((row) => row.id === ids[1]), true);
  assert.equal((await list(staff, 'search=%25')).count, 0, 'a typed % is not a wildcard');
  const byName = await list(staff, `search=${encodeURIComponent(`${czechSeller.first_name} ${czechSeller.last_name}`.toUpperCase())}&page_size=100`);
  assert.ok(ids.every((id) => byName.results.some((row) => row.id === id)), 'the customer\'s name, any case');

  await apps.database.db.update(buyouts).set({ status: 'received', createdAt: new Date('2025-03-03T10:00:00Z') }).where(eq(buyouts.id, ids[0]!));
  assert.deepEqual((await list(staff, `search=${tag}&status=received`)).results.map((row) => row.id), [ids[0]]);
  assert.deepEqual((await list(staff, `search=${tag}&created_from=2025-03-03&created_to=2025-03-03`)).results.map((row) => row.id), [ids[0]]);
  assert.equal((await list(staff, `search=${tag}&created_from=2025-03-04&created_to=2025-03-04`)).count, 0);
  assert.equal((await staff.get(`${LIST}?status=unknown`)).statusCode, 400);
});

test('the detail by id; 404 for another market; customers get 403, anonymous 401', async () => {
  const id = await sell(`detail${Date.now()}@example.cz`);
  const staff = await loggedIn(TEST_STAFF.email, TEST_STAFF.password);
  const detail = await staff.get(`${LIST}${id}/`);
  assert.equal(detail.statusCode, 200, detail.body);
  assert.equal(v.parse(BuyoutDetailSchema, detail.json()).id, id);

  const romanianStaff = new TestClient(apps.ro, 'ro');
  assert.equal((await romanianStaff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  assert.equal((await romanianStaff.get(`${LIST}${id}/`)).statusCode, 404);

  const customer = await loggedIn(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
  assert.equal((await customer.get(LIST)).statusCode, 403);
  assert.equal((await customer.get(`${LIST}${id}/`)).statusCode, 403);
  assert.equal((await apps.cz.inject({ url: LIST })).statusCode, 401);
});
