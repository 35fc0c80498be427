import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, desc, eq } from 'drizzle-orm';
import { matchPage } from '@shop/shared/routing/page-paths';
import { parseBuyoutSegments } from '@shop/shared/buyout/buyout-links';
import { computeAppraisal } from '@shop/shared/buyout/pricing';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import { BuyoutDetailSchema } from '@shop/shared/contract/buyout-detail';
import * as v from 'valibot';
import { buyouts } from '../db/schema/buyout';
import { outbox } from '../db/schema/mail';
import { useMarketApps } from '../test-support/market-apps';
import { SELL_ONLINE_RATE_LIMIT } from './rate-limits';
import { conditionWith, firstAnswers, pickDevice } from './test-support/buyout-requests';
import { send } from '../test-support/public-request';
import { sellOnlineBody } from './test-support/sellers';
import { czechSeller, romanianSeller } from '@shop/shared/validation/sample-sellers';

const apps = useMarketApps();
const url = '/api/new/buyout/sell-online/';

const buyoutCount = async () => (await apps.database.db.select({ n: count() }).from(buyouts))[0]!.n;

/** The detail API path of the page a Location points at. */
function detailApiPath(location: string, market: 'CZ' | 'RO'): string {
  const page = matchPage(market, new URL(location).pathname);
  assert.equal(page?.page, 'buyout');
  const target = parseBuyoutSegments(market, page!.segments);
  assert.equal(target.kind, 'detail');
  if (target.kind !== 'detail') throw new Error('not a detail page');
  return `/api/new/buyout/buyouts/${target.id}/${target.token}/`;
}

test('a Czech sale: 201 with Location of the detail page, stored, confirmed by e-mail, shown with every field', async () => {
  const device = await pickDevice(apps.cz, { manufacturer: 'apple' });
  const body = sellOnlineBody(device);
  const response = await send(apps.cz, url, body);
  assert.equal(response.statusCode, 201, response.body);
  const { id, location } = response.json() as { id: number; location: string };
  assert.equal(response.headers.location, location);
  assert.match(location, /^http:\/\/localhost(:\d+)?\/vykup\/stav\/\d+\/[A-Za-z0-9_-]{43}\/$/);

  const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, czechSeller.e_mail)).orderBy(desc(outbox.id)).limit(1);
  assert.equal(mail?.subject, `Potvrzení výkupu č. ${id}`);
  assert.ok(mail!.text.includes(location));

  const detailResponse = await apps.cz.inject({ url: detailApiPath(location, 'CZ'), headers: { 'accept-language': 'cs' } });
  assert.equal(detailResponse.statusCode, 200);
  assert.equal(detailResponse.headers['cache-control'], 'private, no-store');
  const detail = detailResponse.json() as BuyoutDetail;
  assert.ok(v.safeParse(BuyoutDetailSchema, detail).success);
  const expected = computeAppraisal(device.appraisal, firstAnswers(device.appraisal));
  assert.ok(expected.ok);
  assert.equal(detail.price, expected.price);
  assert.deepEqual(detail.conditions_appraisal_result, { id: expected.resultId, quality: 'A+', price: device.appraisal.appraisal_result[String(expected.resultId)]!.price, url: device.appraisal.appraisal_result[String(expected.resultId)]!.url });
  assert.equal(detail.product_color_choice.value, device.colour);
  assert.equal(detail.manufacturer_choice.label, 'Apple');
  assert.deepEqual(
    Object.fromEntries(Object.entries(detail.device_conditions).map(([conditionId, condition]) => [conditionId, condition.value])),
    Object.fromEntries(Object.entries(firstAnswers(device.appraisal)).map(([conditionId, value]) => [conditionId, [value]])),
  );
  assert.equal(detail.version, device.appraisal.version);
  assert.equal(detail.customer_data.personal_identification_number, '7103192745');
  assert.equal(detail.customer_data.identity_valid_to, '2035-02-01');
  assert.equal(detail.customer_data.phone_number, '+420601123456');
  assert.equal(detail.pickup_address, null);
  assert.deepEqual(detail.buyout_device, { imei: body.buyout_device.imei, serial_number: '', note: '' });
  assert.equal(detail.status, 'created');
  assert.deepEqual(detail.status_history.map((entry) => entry.status), ['created']);
});

test('a Romanian sale with an alternative pickup address', async () => {
  const device = await pickDevice(apps.ro, { locale: 'ro' });
  const pickup = { district: 'Ilfov', street: 'Strada Libertății 2', city: 'Voluntari', postcode: '077190', country: 642 };
  const response = await send(apps.ro, url, sellOnlineBody(device, romanianSeller, { pickup_address: pickup }), { locale: 'ro' });
  assert.equal(response.statusCode, 201, response.body);
  const { location } = response.json() as { location: string };
  assert.match(location, /\/rascumparare\/stare\/\d+\//);
  const detail = (await apps.ro.inject({ url: detailApiPath(location, 'RO'), headers: { 'accept-language': 'ro' } })).json() as BuyoutDetail;
  assert.deepEqual(detail.pickup_address, pickup);
  assert.equal(detail.customer_data.bank_account_full_number, 'RO49AAAA1B31007593840000');
  assert.equal(detail.customer_data.bank_code, 'AAAA');
  assert.equal(Object.values(detail.device_conditions)[0]!.name, 'În ce stare este ecranul?');
});

test('invalid data: 400 grouped under customer_data, pickup_address and buyout_device, in the language, nothing stored', async () => {
  const device = await pickDevice(apps.cz);
  const before = await buyoutCount();
  const body = sellOnlineBody(device, { ...czechSeller, last_name: '', personal_identification_number: '710319/2746', postcode: '1234' }, {
    pickup_address: { district: '', street: '', city: 'Praha', postcode: '110 00', country: 203 },
    buyout_device: { imei: '490154203237519', serial_number: '', note: '' },
  });
  const response = await send(apps.cz, url, body);
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), {
    customer_data: {
      last_name: ['Toto pole je povinné.'],
      personal_identification_number: ['Neplatné rodné číslo.'],
      postcode: ['Zadejte platné PSČ.'],
    },
    pickup_address: { street: ['Toto pole je povinné.'] },
    buyout_device: { imei: ['Neplatné IMEI.'] },
  });
  const romanian = await send(apps.cz, url, body, { locale: 'ro' });
  assert.notEqual((romanian.json() as { customer_data: { last_name: string[] } }).customer_data.last_name[0], 'Toto pole je povinné.');
  assert.equal(await buyoutCount(), before);
});

test('each market applies its own rules: a Czech birth number is not a CNP', async () => {
  const device = await pickDevice(apps.ro, { locale: 'ro' });
  const response = await send(apps.ro, url, sellOnlineBody(device, { ...romanianSeller, personal_identification_number: '7103192745' }), { locale: 'ro' });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(Object.keys((response.json() as { customer_data: object }).customer_data), ['personal_identification_number']);
});

test('missing groups and keys say required; an unknown country is not chosen', async () => {
  const device = await pickDevice(apps.cz);
  const { city: _city, ...withoutCity } = czechSeller;
  const missing = await send(apps.cz, url, { ...sellOnlineBody(device, withoutCity), buyout_device: undefined });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json(), { buyout_device: ['Toto pole je povinné.'] });
  const nested = await send(apps.cz, url, sellOnlineBody(device, withoutCity));
  assert.deepEqual(nested.json(), { customer_data: { city: ['Toto pole je povinné.'] } });
  const country = await send(apps.cz, url, sellOnlineBody(device, { ...czechSeller, nationality: 999 }));
  assert.equal(country.statusCode, 400);
  assert.deepEqual(country.json(), { customer_data: { nationality: ['Toto pole je povinné.'] } });
});

test('a stale version is 409 and an answer without quality is 400; nothing stored', async () => {
  const device = await pickDevice(apps.cz);
  const before = await buyoutCount();
  const stale = await send(apps.cz, url, sellOnlineBody(device, czechSeller, { appraisal_version: 'old' }));
  assert.equal(stale.statusCode, 409);
  assert.match((stale.json() as { detail: string }).detail, /^Ceny výkupu se mezitím změnily/);
  const locked = { ...firstAnswers(device.appraisal), [conditionWith(device.appraisal, 'locked')]: 'locked' };
  const noQuality = await send(apps.cz, url, sellOnlineBody(device, czechSeller, { device_condition_choices: locked }));
  assert.equal(noQuality.statusCode, 400);
  assert.deepEqual(noQuality.json(), { non_field_errors: ['Produkt nemá definovanou kvalitu, a proto nelze výkup dokončit.'] });
  assert.equal(await buyoutCount(), before);
});

test('one client may try only so many sales', async () => {
  const device = await pickDevice(apps.cz);
  const invalid = sellOnlineBody(device, { ...czechSeller, last_name: '' });
  const ip = '198.51.100.7';
  for (let attempt = 0; attempt < SELL_ONLINE_RATE_LIMIT.max; attempt += 1) {
    assert.equal((await send(apps.cz, url, invalid, { ip })).statusCode, 400);
  }
  assert.equal((await send(apps.cz, url, sellOnlineBody(device), { ip })).statusCode, 429);
  assert.equal((await send(apps.cz, url, sellOnlineBody(device), { ip: '198.51.100.8' })).statusCode, 201);
});

test('the detail is 404 for an unknown id, a wrong token or a malformed one', async () => {
  const device = await pickDevice(apps.cz);
  const { id, location } = (await send(apps.cz, url, sellOnlineBody(device))).json() as { id: number; location: string };
  const good = detailApiPath(location, 'CZ');
  const token = good.split('/').at(-2)!;
  const wrongToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  assert.equal((await apps.cz.inject({ url: `/api/new/buyout/buyouts/${id + 1000}/${token}/` })).statusCode, 404);
  const wrong = await apps.cz.inject({ url: `/api/new/buyout/buyouts/${id}/${wrongToken}/` });
  assert.equal(wrong.statusCode, 404);
  assert.deepEqual(wrong.json(), { detail: 'Stránka nebyla nalezena.' });
  assert.equal((await apps.cz.inject({ url: `/api/new/buyout/buyouts/${id}/short/` })).statusCode, 400);
  // A Czech buyout is not shown by the Romanian shop.
  assert.equal((await apps.ro.inject({ url: good })).statusCode, 404);
});

test('a sale form sells once: a double click gets the one sale, the same token with other input is refused', async () => {
  const device = await pickDevice(apps.cz);
  const before = await buyoutCount();
  const body = sellOnlineBody(device);
  const [first, second] = await Promise.all([send(apps.cz, url, body), send(apps.cz, url, body)]);
  assert.deepEqual([first.statusCode, second.statusCode], [201, 201]);
  assert.equal(first.json().id, second.json().id);
  // Back, one field changed (so no identical-submit replay), and the old form's token again.
  const again = await send(apps.cz, url, { ...body, buyout_device: { ...body.buyout_device, imei: sellOnlineBody(device).buyout_device.imei } });
  assert.equal(again.statusCode, 400);
  assert.match((again.json() as { non_field_errors: string[] }).non_field_errors[0]!, /^Tento prodej už byl odeslán/);
  assert.equal(await buyoutCount(), before + 1);
  const withoutToken = await send(apps.cz, url, { ...sellOnlineBody(device), sale_token: undefined });
  assert.equal(withoutToken.statusCode, 400);
  assert.deepEqual(withoutToken.json(), { sale_token: ['Toto pole je povinné.'] });
});

test('an IMEI with an open buyout cannot be sold again, from a new form either; the other market is another shop', async () => {
  const device = await pickDevice(apps.cz);
  const first = sellOnlineBody(device);
  assert.equal((await send(apps.cz, url, first)).statusCode, 201);
  const before = await buyoutCount();
  const second = await send(apps.cz, url, sellOnlineBody(device, czechSeller, { buyout_device: first.buyout_device }));
  assert.equal(second.statusCode, 400);
  assert.deepEqual(second.json(), { buyout_device: { imei: ['Zařízení s tímto IMEI už u nás výkup má a ten ještě neskončil. Stav najdete odkazem z potvrzovacího e-mailu.'] } });
  assert.equal(await buyoutCount(), before);
  const serialOnly = await send(apps.cz, url, sellOnlineBody(device, czechSeller, { buyout_device: { imei: '', serial_number: 'F2LXK0ABCD12', note: '' } }));
  assert.equal(serialOnly.statusCode, 201, serialOnly.body);
  const romanianDevice = await pickDevice(apps.ro, { locale: 'ro' });
  const romanian = await send(apps.ro, url, sellOnlineBody(romanianDevice, romanianSeller, { buyout_device: first.buyout_device }), { locale: 'ro' });
  assert.equal(romanian.statusCode, 201, romanian.body);
});
