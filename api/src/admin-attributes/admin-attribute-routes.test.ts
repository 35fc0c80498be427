import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { attributeNameChoices, attributeTypeDevices, attributeUnits } from '@shop/shared/contract/admin-attributes';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const BASE = '/api/new/product/admin-product-attributes';

test('attribute names with the market’s value choices, by type device, in the staff’s language (AT-A1, AT-A4e/f)', async () => {
  const client = new TestClient(apps.ro, 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  const all = v.parse(attributeNameChoices.response, (await client.get(`${BASE}/attr-name-choices/`)).json()).results;
  assert.ok(all.length > 0);
  assert.ok(all.some((row) => row.choices.length > 0), 'seeded products carry attribute values');
  const typeDevice = all[0]!.type_device;
  const one = v.parse(attributeNameChoices.response, (await client.get(`${BASE}/attr-name-choices/?type_device=${typeDevice}`)).json()).results;
  assert.ok(one.length > 0 && one.every((row) => row.type_device === typeDevice));
  const devices = v.parse(attributeTypeDevices.response, (await client.get(`${BASE}/type-devices/`)).json()).results;
  assert.ok(devices.some((row) => row.id === typeDevice));
  const units = v.parse(attributeUnits.response, (await client.get(`${BASE}/units/`)).json()).results;
  assert.ok(units.length > 0 && !units.includes(''));
  assert.equal((await client.get(`${BASE}/attr-name-choices/?type_device=abc`)).statusCode, 400);

  const customer = new TestClient(apps.cz, 'cs');
  assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  assert.equal((await customer.get(`${BASE}/attr-name-choices/`)).statusCode, 403);
  assert.equal((await apps.cz.inject({ url: `${BASE}/units/` })).statusCode, 401);
});
