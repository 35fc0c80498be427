import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import { AdminLeaseComponentSchema } from '@shop/shared/contract/admin-leases';
import { HOME_LEASE_COMPONENT_PK, LimitedOffersSchema } from '@shop/shared/contract/leases';
import { products } from '../db/schema/catalogue';
import { leaseOffers } from '../db/schema/leases';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { marketToday } from './lease-store';

const apps = useMarketApps();
const ADMIN = '/api/new/admin/leases';
const publicPath = (pk: number | string) => `/api/new/leases/time-limited-offer/limited-offers-lease/${pk}/`;

async function signedIn(app: FastifyInstance, account: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(app, app === apps.ro ? 'ro' : 'cs', freshIp());
  assert.equal((await client.login(account.email, account.password)).statusCode, 200);
  return client;
}

async function productOf(market: Market, skip = 0) {
  const rows = await apps.database.db.select({ id: products.id, code: products.code, longName: products.longName, seoName: products.seoName }).from(products).where(eq(products.market, market)).orderBy(asc(products.id)).limit(skip + 1);
  return rows[skip]!;
}

/** A product only the Romanian shop sells (the seed gives both markets the same codes): a copy under a new code. */
async function romanianOnlyCode(): Promise<string> {
  await apps.database.db.execute(sql`
    INSERT INTO products (market, master_product_id, manufacturer_id, type_device_id, code, seo_name, long_name, short_name, condition, quality, price, vat_rate)
    SELECT market, master_product_id, manufacturer_id, type_device_id, 'RO-ONLY-LEASE', seo_name || '-ro-only', long_name, short_name, condition, quality, price, vat_rate
    FROM products WHERE market = 'RO' ORDER BY id LIMIT 1`);
  return 'RO-ONLY-LEASE';
}

/** `days` after (or before, negative) the market's today, `YYYY-MM-DD`. */
function dayFrom(market: Market, days: number): string {
  const date = new Date(`${marketToday(market)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function shopOffers(app: FastifyInstance, pk: number, locale = 'cs') {
  const response = await app.inject({ url: publicPath(pk), headers: { 'accept-language': locale } });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['cache-control']), /s-maxage=\d+/);
  assert.match(String(response.headers['surrogate-key']), /\bleases\b/);
  return v.parse(LimitedOffersSchema, response.json());
}

test('the public answer holds only tabs with offers valid today, in order, priced per market; a change shows at once though cached', async () => {
  const pk = HOME_LEASE_COMPONENT_PK.CZ;
  const staff = await signedIn(apps.cz, TEST_STAFF);
  assert.deepEqual((await shopOffers(apps.cz, pk)).tabs, [], 'nothing until staff add offers');

  const phones = v.parse(AdminLeaseComponentSchema, (await staff.post(`${ADMIN}/components/${pk}/tabs/`, { name_cs: 'Telefony', name_ro: 'Telefoane' })).json()).tabs[0]!;
  const laptops = (await staff.post(`${ADMIN}/components/${pk}/tabs/`, { name_cs: 'Notebooky', name_ro: 'Laptopuri' })).json().tabs[1];
  const empty = (await staff.post(`${ADMIN}/components/${pk}/tabs/`, { name_cs: 'Tablety', name_ro: 'Tablete' })).json().tabs[2];
  const phone = await productOf('CZ');
  const other = await productOf('CZ', 1);
  const offer = (tabId: number, code: string, from: number, to: number, price = 1299) =>
    staff.post(`${ADMIN}/tabs/${tabId}/offers/`, { product_code: code, months: 24, monthly_price: price, valid_from: dayFrom('CZ', from), valid_to: dayFrom('CZ', to) });
  assert.equal((await offer(phones.id, phone.code, 0, 0)).statusCode, 201, 'valid today only');
  await offer(phones.id, other.code, -10, -1); // ended yesterday
  await offer(laptops.id, other.code, -5, 30, 2499);
  await offer(empty.id, phone.code, 1, 30); // starts tomorrow

  const shown = await shopOffers(apps.cz, pk);
  assert.deepEqual(shown.tabs.map((tab) => tab.name), ['Telefony', 'Notebooky']);
  assert.deepEqual(shown.tabs[0]!.offers.map((item) => item.product.code), [phone.code]);
  const first = shown.tabs[0]!.offers[0]!;
  assert.equal(first.product.name, phone.longName);
  assert.equal(first.product.url, `/produkt/${phone.seoName}/`);
  assert.ok(first.product.image_url.startsWith('/'));
  assert.deepEqual(first.monthly_price, { amount: 1299, currency: 'CZK', formatted: '1\u00a0299\u00a0Kč' });
  assert.equal(first.months, 24);
  assert.deepEqual((await shopOffers(apps.cz, pk, 'ro')).tabs.map((tab) => tab.name), ['Telefoane', 'Laptopuri'], 'tab names in the page language');

  // Reorder tabs: the cached answer follows at once.
  const reordered = await staff.post(`${ADMIN}/components/${pk}/tabs/order/`, { ids: [laptops.id, empty.id, phones.id] });
  assert.equal(reordered.statusCode, 200, reordered.body);
  assert.deepEqual((await shopOffers(apps.cz, pk)).tabs.map((tab) => tab.name), ['Notebooky', 'Telefony'], 'purged on change');

  // Edit an offer, then delete the tab: gone from the shop.
  const laptopOffer = reordered.json().tabs[0].offers[0];
  const edited = await staff.request({ method: 'PUT', url: `${ADMIN}/offers/${laptopOffer.id}/`, body: { product_code: other.code, months: 12, monthly_price: 999, valid_from: dayFrom('CZ', -5), valid_to: dayFrom('CZ', 30) } });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal((await shopOffers(apps.cz, pk)).tabs[0]!.offers[0]!.monthly_price.formatted, '999\u00a0Kč');
  assert.equal((await staff.request({ method: 'DELETE', url: `${ADMIN}/tabs/${laptops.id}/` })).statusCode, 200);
  assert.deepEqual((await shopOffers(apps.cz, pk)).tabs.map((tab) => tab.name), ['Telefony']);
  const kept = await apps.database.db.select().from(leaseOffers).where(eq(leaseOffers.tabId, laptops.id));
  assert.equal(kept.length, 0, 'a deleted tab takes its offers along');

  // The staff view shows every offer with whether it is valid now.
  const detail = v.parse(AdminLeaseComponentSchema, (await staff.get(`${ADMIN}/components/${pk}/`)).json());
  const phoneTab = detail.tabs.find((tab) => tab.id === phones.id)!;
  assert.deepEqual(phoneTab.offers.map((item) => item.valid_now), [true, false]);
});

test('Romanian offers are in Lei on the Romanian component; another market\'s component or an unknown one is a 404', async () => {
  const pk = HOME_LEASE_COMPONENT_PK.RO;
  const staff = await signedIn(apps.ro, TEST_STAFF);
  const tab = (await staff.post(`${ADMIN}/components/${pk}/tabs/`, { name_cs: 'Telefony', name_ro: 'Telefoane' })).json().tabs[0];
  const product = await productOf('RO');
  const created = await staff.post(`${ADMIN}/tabs/${tab.id}/offers/`, { product_code: product.code, months: 12, monthly_price: 1299, valid_from: dayFrom('RO', -1), valid_to: dayFrom('RO', 1) });
  assert.equal(created.statusCode, 201, created.body);
  const shown = await shopOffers(apps.ro, pk, 'ro');
  assert.deepEqual(shown.tabs[0]!.offers[0]!.monthly_price, { amount: 1299, currency: 'RON', formatted: '1.299\u00a0Lei' });
  assert.equal(shown.tabs[0]!.offers[0]!.product.url, `/produs/${product.seoName}/`);

  assert.equal((await apps.ro.inject({ url: publicPath(HOME_LEASE_COMPONENT_PK.CZ) })).statusCode, 404, 'the Czech component is not the Romanian shop\'s');
  const unknown = await apps.cz.inject({ url: publicPath(999999), headers: { 'accept-language': 'cs' } });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().detail, 'Stránka nebyla nalezena.');
  assert.equal((await apps.cz.inject({ url: publicPath('abc') })).statusCode, 400);
  assert.equal((await staff.get(`${ADMIN}/components/${HOME_LEASE_COMPONENT_PK.CZ}/`)).statusCode, 404, 'staff of one market do not see the other\'s');
});

test('bad offers and tabs are a 400 at their field and change nothing', async () => {
  const pk = HOME_LEASE_COMPONENT_PK.CZ;
  const staff = await signedIn(apps.cz, TEST_STAFF);
  const tab = (await staff.post(`${ADMIN}/components/${pk}/tabs/`, { name_cs: 'Chytré hodinky', name_ro: 'Ceasuri' })).json().tabs.at(-1);
  const czProduct = await productOf('CZ');
  const before = await apps.database.db.select().from(leaseOffers).where(eq(leaseOffers.tabId, tab.id));

  const reversed = await staff.post(`${ADMIN}/tabs/${tab.id}/offers/`, { product_code: czProduct.code, months: 12, monthly_price: 500, valid_from: '2030-05-10', valid_to: '2030-05-09' });
  assert.equal(reversed.statusCode, 400);
  assert.deepEqual(Object.keys(reversed.json()), ['valid_to']);

  const zero = await staff.post(`${ADMIN}/tabs/${tab.id}/offers/`, { product_code: czProduct.code, months: 0, monthly_price: 0, valid_from: '2030-05-10', valid_to: '2030-05-11' });
  assert.equal(zero.statusCode, 400);
  assert.deepEqual(Object.keys(zero.json()).sort(), ['monthly_price', 'months']);
  assert.equal(zero.json().monthly_price[0], 'Zadaná hodnota není kladné číslo.');

  const foreign = await staff.post(`${ADMIN}/tabs/${tab.id}/offers/`, { product_code: await romanianOnlyCode(), months: 12, monthly_price: 500, valid_from: '2030-05-10', valid_to: '2030-05-11' });
  assert.equal(foreign.statusCode, 400, 'a Romanian product is not in the Czech shop');
  assert.deepEqual(foreign.json(), { product_code: ['Produkt s tímto kódem v tomto obchodě není.'] });
  const missing = await staff.post(`${ADMIN}/tabs/${tab.id}/offers/`, { product_code: 'NO-SUCH-CODE', months: 12, monthly_price: 500, valid_from: '2030-05-10', valid_to: '2030-05-11' });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(Object.keys(missing.json()), ['product_code']);

  assert.equal((await staff.post(`${ADMIN}/components/${pk}/tabs/`, { name_cs: '  ', name_ro: 'x'.repeat(41) })).statusCode, 400);
  const badOrder = await staff.post(`${ADMIN}/components/${pk}/tabs/order/`, { ids: [tab.id, tab.id] });
  assert.equal(badOrder.statusCode, 400, 'an order naming a tab twice');
  assert.deepEqual(Object.keys(badOrder.json()), ['ids']);

  assert.deepEqual(await apps.database.db.select().from(leaseOffers).where(eq(leaseOffers.tabId, tab.id)), before);
  assert.equal((await staff.post(`${ADMIN}/tabs/999999/offers/`, { product_code: czProduct.code, months: 12, monthly_price: 500, valid_from: '2030-05-10', valid_to: '2030-05-11' })).statusCode, 404);
});

test('staff only: anonymous, customers and forged (no CSRF) changes are refused; the public call needs no session', async () => {
  const pk = HOME_LEASE_COMPONENT_PK.CZ;
  const body = { name_cs: 'Konzole', name_ro: 'Console' };
  assert.equal((await apps.cz.inject({ url: `${ADMIN}/components/${pk}/` })).statusCode, 401);
  assert.equal((await apps.cz.inject({ method: 'POST', url: `${ADMIN}/components/${pk}/tabs/`, payload: body })).statusCode, 403, 'no CSRF token');
  const customer = await signedIn(apps.cz, TEST_CUSTOMER);
  assert.equal((await customer.get(`${ADMIN}/components/`)).statusCode, 403);
  assert.equal((await customer.post(`${ADMIN}/components/${pk}/tabs/`, body)).statusCode, 403);
  const staff = await signedIn(apps.cz, TEST_STAFF);
  assert.equal((await staff.request({ method: 'POST', url: `${ADMIN}/components/${pk}/tabs/`, body, csrf: false })).statusCode, 403);
  const detail = v.parse(AdminLeaseComponentSchema, (await staff.get(`${ADMIN}/components/${pk}/`)).json());
  assert.ok(!detail.tabs.some((tab) => tab.name_cs === 'Konzole'), 'nothing was created');
  const list = (await staff.get(`${ADMIN}/components/`)).json();
  assert.deepEqual(list.results, [{ id: pk, name: 'Úvodní stránka' }]);
  assert.equal((await apps.cz.inject({ url: publicPath(pk) })).statusCode, 200);
});
