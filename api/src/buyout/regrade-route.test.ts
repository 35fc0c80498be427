import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Quality } from '@shop/shared/buyout/quality';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { czechSeller, romanianSeller } from '@shop/shared/validation/sample-sellers';
import { buyouts } from '../db/schema/buyout';
import { outbox } from '../db/schema/mail';
import { useMarketApps } from '../test-support/market-apps';
import { send } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { pickDevice } from './test-support/buyout-requests';
import { sellOnlineBody } from './test-support/sellers';

const apps = useMarketApps();

interface Sale {
  app: FastifyInstance;
  id: number;
  detailPath: string;
  staff: TestClient;
  locale: Locale;
}

/** A fresh sale (the best answers, so grade A+) moved by staff to `received`, where inspection happens. */
async function receivedSale(market: 'CZ' | 'RO' = 'CZ'): Promise<Sale> {
  const app = market === 'CZ' ? apps.cz : apps.ro;
  const locale: Locale = market === 'CZ' ? 'cs' : 'ro';
  const device = await pickDevice(app, { locale });
  const response = await send(app, '/api/new/buyout/sell-online/', sellOnlineBody(device, market === 'CZ' ? czechSeller : romanianSeller), { locale });
  assert.equal(response.statusCode, 201, response.body);
  const { id, location } = response.json() as { id: number; location: string };
  const token = new URL(location).pathname.split('/').at(-2)!;
  const staff = new TestClient(app, locale);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  for (const status of ['awaiting_pickup', 'received']) {
    assert.equal((await staff.request({ method: 'PATCH', url: `/api/new/buyout/staff/buyouts/${id}/status/`, body: { status } })).statusCode, 200);
  }
  return { app, id, detailPath: `/api/new/buyout/buyouts/${id}/${token}/`, staff, locale };
}

const regradePath = (id: number) => `/api/new/buyout/staff/buyouts/${id}/regrade/`;

/** The price a grade has in the buyout's own appraisal as sold: its result plus every chosen answer's correction, floored. */
function expectedPrice(detail: BuyoutDetail, quality: Quality): number {
  const result = Object.values(detail.appraisal_result).find((candidate) => candidate.quality === quality)!;
  const corrections = Object.values(detail.device_conditions).reduce(
    (sum, condition) => sum + condition.value.reduce((inner, value) => inner + (condition.choices.find((choice) => choice.value === value)?.price_correction ?? 0), 0),
    0,
  );
  return Math.max(result.price + corrections, detail.minimal_buyout_price);
}

async function customerDetail(sale: Sale): Promise<BuyoutDetail> {
  return (await sale.app.inject({ url: sale.detailPath, headers: { 'accept-language': sale.locale } })).json() as BuyoutDetail;
}

async function lastMailTo(recipient: string) {
  const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  return mail;
}

test('CZ: a lower grade is priced from the appraisal as sold and becomes a mailed counter-offer the customer accepts', async () => {
  const sale = await receivedSale('CZ');
  const before = await customerDetail(sale);
  assert.equal(before.conditions_appraisal_result.quality, 'A+');
  const priceC = expectedPrice(before, 'C');
  assert.ok(priceC < before.price, `C (${priceC}) must be cheaper than A+ (${before.price})`);

  // A price sent by the browser is not a field of the call; the server prices the grade itself.
  const response = await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'C', price: 1 } });
  assert.equal(response.statusCode, 200, response.body);
  const detail = response.json() as BuyoutDetail;
  assert.equal(detail.status, 'counter_offer');
  assert.equal(detail.counter_offer_price, priceC);
  assert.equal(detail.price, before.price, 'the price in force changes only when the customer accepts');
  assert.deepEqual(
    detail.status_history.slice(-2).map((entry) => [entry.status, entry.price, entry.regrade]),
    [
      ['inspected', null, { from_quality: 'A+', to_quality: 'C', from_price: before.price, to_price: priceC }],
      ['counter_offer', priceC, null],
    ],
  );
  const mail = await lastMailTo(czechSeller.e_mail);
  assert.equal(mail?.subject, `Nová nabídka k výkupu č. ${sale.id}`);
  assert.ok(mail!.text.includes(formatPrice(priceC, 'CZ')));

  const accepted = await send(sale.app, `${sale.detailPath}counter-offer/`, { decision: 'accept' });
  assert.equal(accepted.statusCode, 200, accepted.body);
  const after = accepted.json() as BuyoutDetail;
  assert.equal(after.status, 'counter_offer_accepted');
  assert.equal(after.price, priceC);
  assert.equal(after.original_price, before.price);
  // The customer's page reads the re-grade from the same history.
  assert.deepEqual((await customerDetail(sale)).status_history.find((entry) => entry.regrade !== null)?.regrade?.to_quality, 'C');
});

test('RO: each grade is priced from the appraisal in Lei; D makes a counter-offer at the D price', async () => {
  const sale = await receivedSale('RO');
  const before = await customerDetail(sale);
  const priceD = expectedPrice(before, 'D');
  assert.ok(priceD >= before.minimal_buyout_price && priceD < before.price);
  const response = await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'D' } });
  assert.equal(response.statusCode, 200, response.body);
  const detail = response.json() as BuyoutDetail;
  assert.equal(detail.status, 'counter_offer');
  assert.equal(detail.counter_offer_price, priceD);
  assert.deepEqual(detail.status_history.at(-2)?.regrade, { from_quality: 'A+', to_quality: 'D', from_price: before.price, to_price: priceD });
  const mail = await lastMailTo(romanianSeller.e_mail);
  assert.ok(mail!.text.includes(formatPrice(priceD, 'RO')), mail!.text);
  assert.match(formatPrice(priceD, 'RO'), /Lei/);
});

test('the same grade moves the buyout on to inspected at its price, with no counter-offer', async () => {
  const sale = await receivedSale('CZ');
  const before = await customerDetail(sale);
  const response = await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'A+' } });
  assert.equal(response.statusCode, 200, response.body);
  const detail = response.json() as BuyoutDetail;
  assert.equal(detail.status, 'inspected');
  assert.equal(detail.counter_offer_price, null);
  assert.equal(detail.price, before.price);
  assert.deepEqual(detail.status_history.at(-1)?.regrade, { from_quality: 'A+', to_quality: 'A+', from_price: before.price, to_price: before.price });
  // Inspected is the usual place to pay from.
  assert.equal((await sale.staff.request({ method: 'PATCH', url: `/api/new/buyout/staff/buyouts/${sale.id}/status/`, body: { status: 'paid' } })).statusCode, 200);
});

test('an unknown grade is a 400 on the field in the staff language and changes nothing', async () => {
  const sale = await receivedSale('CZ');
  const unknown = await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'E' } });
  assert.equal(unknown.statusCode, 400);
  assert.deepEqual(unknown.json(), { quality: ['Tento stupeň výkup nezná. Vyberte A+, A, B, C nebo D.'] });
  const unknownRo = await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'Z' }, headers: { 'accept-language': 'ro' } });
  assert.deepEqual(unknownRo.json(), { quality: ['Această răscumpărare nu cunoaște acest grad. Alegeți A+, A, B, C sau D.'] });
  const missing = await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: {} });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json(), { quality: ['Toto pole je povinné.'] });
  const [row] = await apps.database.db.select().from(buyouts).where(eq(buyouts.id, sale.id));
  assert.equal(row?.status, 'received');
  assert.equal((await customerDetail(sale)).status_history.length, 3);
});

test('a re-grade is refused with 409 outside received, and once done it cannot be repeated', async () => {
  const sale = await receivedSale('CZ');
  assert.equal((await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'B' } })).statusCode, 200);
  const again = await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'D' } });
  assert.equal(again.statusCode, 409);
  assert.equal((again.json() as { detail: string }).detail, 'Výkup ve stavu „Nová nabídka ceny“ nelze převést do stavu „Zařízení zkontrolováno“.');

  const fresh = await send(apps.cz, '/api/new/buyout/sell-online/', sellOnlineBody(await pickDevice(apps.cz)));
  const { id } = fresh.json() as { id: number };
  const early = await sale.staff.request({ method: 'POST', url: regradePath(id), body: { quality: 'B' } });
  assert.equal(early.statusCode, 409);
  assert.equal((early.json() as { detail: string }).detail, 'Výkup ve stavu „Přijato“ nelze převést do stavu „Zařízení zkontrolováno“.');
  assert.equal((await sale.staff.request({ method: 'POST', url: regradePath(id + 1000), body: { quality: 'B' } })).statusCode, 404);
});

test('a re-grade needs a staff session and CSRF', async () => {
  const sale = await receivedSale('CZ');
  assert.equal((await send(apps.cz, regradePath(sale.id), { quality: 'C' })).statusCode, 401);
  const customer = new TestClient(apps.cz, 'cs');
  await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
  assert.equal((await customer.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'C' } })).statusCode, 403);
  assert.equal((await sale.staff.request({ method: 'POST', url: regradePath(sale.id), body: { quality: 'C' }, csrf: false })).statusCode, 403);
  const [row] = await apps.database.db.select().from(buyouts).where(eq(buyouts.id, sale.id));
  assert.equal(row?.status, 'received');
});
