import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { shopComponentParams } from '@shop/shared/contract/admin-component-params';
import { isCompleteSellerIdentity } from '@shop/shared/seller/seller-identity';
import { componentParams } from '../db/schema/admin-ops';
import { DEVELOPMENT_SELLERS } from '@shop/shared/seller/development-sellers';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import { requireSellerIdentity } from './require-seller-identity';
import { sellerFromEnvironment } from './seller-environment';
import { readSellerIdentity } from './seller-identity-store';

const apps = useMarketApps();
const ADMIN_PATH = '/api/new/admin/component-params/';

async function staffOf(app: FastifyInstance): Promise<TestClient> {
  const client = new TestClient(app, app === apps.ro ? 'ro' : 'cs', freshIp());
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

async function shopSeller(app: FastifyInstance) {
  const response = await app.inject({ url: '/api/new/component-params/' });
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(shopComponentParams.response, response.json()).seller;
}

const ENV_CZ = {
  SELLER_COMPANY_NAME_CZ: 'Provozovatel a.s.',
  SELLER_STREET_CZ: 'Na Příkopě 1',
  SELLER_CITY_CZ: 'Praha',
  SELLER_POSTCODE_CZ: '11000',
  SELLER_COMPANY_ID_CZ: '25123891',
  SELLER_VAT_ID_CZ: 'CZ25123891',
  SELLER_REGISTER_ENTRY_CZ: 'B 1234 vedená u Městského soudu v Praze',
  SELLER_EMAIL_CZ: 'reklamace@provozovatel.example',
  SELLER_PHONE_CZ: '225 555 101',
  SELLER_BANK_ACCOUNTS_CZ: 'CZ6508000000192000145399, CZ6508000000192000145399',
};

test('the development seed names a complete seller in each market, with valid check digits, and the shop reads it', async () => {
  assert.ok(isCompleteSellerIdentity(DEVELOPMENT_SELLERS.CZ, 'CZ'));
  assert.ok(isCompleteSellerIdentity(DEVELOPMENT_SELLERS.RO, 'RO'));
  assert.deepEqual(await shopSeller(apps.cz), DEVELOPMENT_SELLERS.CZ);
  assert.deepEqual(await shopSeller(apps.ro), DEVELOPMENT_SELLERS.RO);
});

test('staff edit the seller in the shop settings; each market checks its own identifiers and answers 400 at the field', async () => {
  const cz = await staffOf(apps.cz);
  const badIco = await cz.post(ADMIN_PATH, { key: 'seller', value: { ...DEVELOPMENT_SELLERS.CZ, company_id: '12345678', vat_id: 'CZ1234', bank_accounts: ['CZ00'] } });
  assert.equal(badIco.statusCode, 400);
  assert.deepEqual(badIco.json(), { value: { company_id: ['Neplatné IČO.'], vat_id: ['Neplatné DIČ.'], bank_accounts: { '0': ['Neplatný IBAN.'] } } });
  assert.deepEqual(await shopSeller(apps.cz), DEVELOPMENT_SELLERS.CZ, 'a refused save changes nothing');

  const saved = await cz.post(ADMIN_PATH, { key: 'seller', value: { ...DEVELOPMENT_SELLERS.CZ, company_name: 'Nový Provozovatel s.r.o.', postcode: '11000' } });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(await shopSeller(apps.cz), { ...DEVELOPMENT_SELLERS.CZ, company_name: 'Nový Provozovatel s.r.o.' }, 'normalised (PSČ 110 00) and served at once');

  const ro = await staffOf(apps.ro);
  const badRo = await ro.post(ADMIN_PATH, {
    key: 'seller',
    value: { ...DEVELOPMENT_SELLERS.RO, company_id: '44455561', register_entry: 'J99/1/2019', share_capital: '', county: 'Sector 9' },
  });
  assert.equal(badRo.statusCode, 400);
  assert.deepEqual(Object.keys(badRo.json().value).sort(), ['company_id', 'county', 'register_entry', 'share_capital']);
  assert.deepEqual(badRo.json().value.county, ['Selectați județul sau sectorul Bucureștiului.']);
  const mismatch = await ro.post(ADMIN_PATH, { key: 'seller', value: { ...DEVELOPMENT_SELLERS.RO, county: 'Cluj' } });
  assert.deepEqual(mismatch.json(), { value: { county: ['Județul sau sectorul nu corespunde codului poștal.'] } }, 'a Bucharest postcode names sector 1');
  assert.equal((await ro.post(ADMIN_PATH, { key: 'seller', value: { ...DEVELOPMENT_SELLERS.RO, register_entry: 'J40/2997/2019' } })).statusCode, 200, 'the old Reg. Com. form is accepted');
});

test('the environment names the seller where no one saved it; a production server without one refuses to start', async () => {
  const db = apps.database.db;
  const seeded = await db.select().from(componentParams).where(and(eq(componentParams.market, 'CZ'), eq(componentParams.key, 'seller')));
  await db.delete(componentParams).where(and(eq(componentParams.market, 'CZ'), eq(componentParams.key, 'seller')));
  try {
    assert.equal(sellerFromEnvironment('CZ', {}), null);
    assert.equal(await readSellerIdentity(db, 'CZ', {}), null);
    await requireSellerIdentity(db, 'CZ', {}); // development: the seed's business, no refusal
    await assert.rejects(requireSellerIdentity(db, 'CZ', { NODE_ENV: 'production' }), /seller's identity for market CZ.*SELLER_COMPANY_NAME_CZ.*SELLER_COMPANY_ID_CZ/);
    await assert.rejects(requireSellerIdentity(db, 'CZ', { NODE_ENV: 'production', ...ENV_CZ, SELLER_COMPANY_ID_CZ: '25123890' }), /\(company_id\).*SELLER_COMPANY_ID_CZ/);
    await requireSellerIdentity(db, 'CZ', { NODE_ENV: 'production', ...ENV_CZ });
    const fromEnv = await readSellerIdentity(db, 'CZ', ENV_CZ);
    assert.equal(fromEnv?.company_name, 'Provozovatel a.s.');
    assert.deepEqual([fromEnv?.postcode, fromEnv?.phone], ['110 00', '+420225555101'], 'written as a save stores it');
    assert.deepEqual(fromEnv?.bank_accounts, ['CZ6508000000192000145399', 'CZ6508000000192000145399']);
  } finally {
    await db.insert(componentParams).values(seeded);
  }
});
