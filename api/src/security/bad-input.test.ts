import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { buildPath } from '@shop/shared/contract/route';
import { catalogueCategoryListing, catalogueSearchSuggest } from '@shop/shared/contract/catalogue';
import { serviceSlots, serviceSmartSearch } from '@shop/shared/contract/service';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import { pickDevice } from '../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../buyout/test-support/sellers';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp, send } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import { validBooking } from './support/objects';

// The findings of issue 13 ("bad input must never be a 500"), each as the attacker sent it.
// Every one answered 500 before the contract's base schemas refused it.

const apps = useMarketApps();
const TOKEN = 'A'.repeat(43);
const INVALID_CHARACTERS = { cs: 'Text obsahuje nepovolené znaky.', ro: 'Textul conține caractere nepermise.' };
const INVALID_DATE = 'Neplatné datum.';
const NESTED_TOO_DEEP = { cs: 'Hodnota je vnořená příliš hluboko (nejvýše 32 úrovní).', ro: 'Valoarea este imbricată prea adânc (cel mult 32 niveluri).' };

function fieldErrors(response: LightMyRequestResponse): Record<string, unknown> {
  assert.equal(response.statusCode, 400, response.body);
  return response.json() as Record<string, unknown>;
}

async function slotsUrl(app: FastifyInstance, date: string): Promise<string> {
  const centers = v.parse(storesServiceBuyoutCenters.response, (await app.inject({ url: storesServiceBuyoutCenters.path })).json());
  const center = centers.find((item) => item.is_service)!;
  return `${buildPath(serviceSlots.path, { center_id: center.id })}?date=${date}`;
}

test('a NUL character in a search term is a field error in the user language', async () => {
  for (const locale of ['cs', 'ro'] as const) {
    const response = await apps.cz.inject({ url: `${serviceSmartSearch.path}?term=ip%00h`, headers: { 'accept-language': locale } });
    assert.deepEqual(fieldErrors(response), { term: [INVALID_CHARACTERS[locale]] });
  }
});

test('ids beyond PostgreSQL integer are refused in the path', async () => {
  for (const url of [`/api/new/buyout/buyouts/2147483648/${TOKEN}/`, '/api/new/service/smart-search/product-data/999999999999999/']) {
    const response = await apps.cz.inject({ url, headers: { 'accept-language': 'cs' } });
    assert.ok('id' in fieldErrors(response), url);
  }
});

test('impossible dates that match the pattern are invalid dates', async () => {
  for (const date of ['2026-99-99', '0000-01-01', '2026-02-30']) {
    const response = await apps.cz.inject({ url: await slotsUrl(apps.cz, date), headers: { 'accept-language': 'cs' } });
    assert.deepEqual(fieldErrors(response), { date: [INVALID_DATE] }, date);
  }
  const staff = new TestClient(apps.cz, 'cs');
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  assert.deepEqual(fieldErrors(await staff.get('/api/new/service/staff/orders/?date=2026-02-30')), { date: [INVALID_DATE] });
});

test('a booking with a fractional or huge center, operation or an impossible slot is refused', async () => {
  const booking = await validBooking(apps.cz);
  const broken: [string, object][] = [
    ['center', { center: 1.5 }],
    ['center', { center: 2147483648 }],
    ['operations', { operations: [booking.operations[0]! + 0.5] }],
    ['operations', { operations: [2147483648] }],
    ['slot', { slot: '2026-99-99T10:00' }],
    ['slot', { slot: `${booking.slot.slice(0, 10)}T25:00` }],
    ['note', { note: 'a\u0000b' }],
  ];
  for (const [field, change] of broken) {
    const errors = fieldErrors(await send(apps.cz, '/api/new/service/orders/', { ...booking, ...change }));
    assert.ok(field in errors, `${JSON.stringify(change)}: ${JSON.stringify(errors)}`);
  }
});

test('lone surrogates and NUL in the sell-online data are refused, not stored as U+FFFD', async () => {
  const device = await pickDevice(apps.cz);
  for (const [group, change] of [
    ['customer_data', { customer_data: { ...czechSeller, first_name: 'Jan\uD800' } }],
    ['customer_data', { customer_data: { ...czechSeller, city: 'Praha\u0000' } }],
    ['note', { note: 'ok \uDC00 ok' }],
    ['buyout_device', { buyout_device: { imei: '490154203237518', serial_number: '', note: '\uD83D' } }],
  ] as const) {
    const response = await send(apps.cz, '/api/new/buyout/sell-online/', sellOnlineBody(device, czechSeller, change));
    assert.ok(group in fieldErrors(response), `${JSON.stringify(change)}`);
  }
  const emoji = await send(apps.cz, '/api/new/buyout/sell-online/', sellOnlineBody(device, czechSeller, { note: 'Díky 👍' }));
  assert.equal(emoji.statusCode, 201, emoji.body);
});

test('6,000 nested arrays inside a sell-online group are a field error, not a stack overflow (issue 28)', async () => {
  const device = await pickDevice(apps.cz);
  const deep = '['.repeat(6_000) + ']'.repeat(6_000);
  // JSON.stringify itself cannot go this deep: the attacker's text is built as text.
  const payload = JSON.stringify(sellOnlineBody(device, czechSeller, { customer_data: { ...czechSeller, street: '@deep@' } })).replace('"@deep@"', deep);
  for (const locale of ['cs', 'ro'] as const) {
    const response = await apps.cz.inject({
      method: 'POST',
      url: '/api/new/buyout/sell-online/',
      payload,
      remoteAddress: freshIp(),
      cookies: { csrftoken: 'test-csrf-token' },
      headers: { 'content-type': 'application/json', 'accept-language': locale, 'x-csrftoken': 'test-csrf-token' },
    });
    assert.deepEqual(fieldErrors(response), { customer_data: [NESTED_TOO_DEEP[locale]] });
  }
});

test('a counter-offer price beyond PostgreSQL integer is a field error', async () => {
  const device = await pickDevice(apps.cz);
  const sale = await send(apps.cz, '/api/new/buyout/sell-online/', sellOnlineBody(device));
  assert.equal(sale.statusCode, 201, sale.body);
  const { id } = sale.json() as { id: number };
  const staff = new TestClient(apps.cz, 'cs');
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  const url = `/api/new/buyout/staff/buyouts/${id}/status/`;
  for (const status of ['awaiting_pickup', 'received', 'inspected']) await staff.request({ method: 'PATCH', url, body: { status } });
  const response = await staff.request({ method: 'PATCH', url, body: { status: 'counter_offer', counter_offer_price: 2147483648 } });
  assert.ok('counter_offer_price' in fieldErrors(response));
});

test('the catalogue, merged after the base schemas, refuses a NUL term and an id past PostgreSQL integer too (found by the fuzz)', async () => {
  const suggest = await apps.ro.inject({ url: `${catalogueSearchSuggest.path}?term=ab%00cd`, headers: { 'accept-language': 'ro' } });
  assert.deepEqual(fieldErrors(suggest), { term: [INVALID_CHARACTERS.ro] });
  const listing = await apps.cz.inject({ url: `${catalogueCategoryListing.path}?url_path=/mobilni-telefony/&manufacturer=2147483648` });
  assert.ok('manufacturer' in fieldErrors(listing));
});
