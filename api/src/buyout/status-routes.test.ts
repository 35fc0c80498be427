import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import { formatPrice } from '@shop/shared/i18n/market';
import { outbox } from '../db/schema/mail';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { pickDevice } from './test-support/buyout-requests';
import { send } from '../test-support/public-request';
import { sellOnlineBody } from './test-support/sellers';
import { czechSeller } from '@shop/shared/validation/sample-sellers';

const apps = useMarketApps();

/** A fresh sale; returns its id and the customer's detail API path. */
async function sell(): Promise<{ id: number; detailPath: string }> {
  const device = await pickDevice(apps.cz);
  const response = await send(apps.cz, '/api/new/buyout/sell-online/', sellOnlineBody(device));
  assert.equal(response.statusCode, 201, response.body);
  const { id, location } = response.json() as { id: number; location: string };
  const token = new URL(location).pathname.split('/').at(-2)!;
  return { id, detailPath: `/api/new/buyout/buyouts/${id}/${token}/` };
}

async function staffClient(): Promise<TestClient> {
  const client = new TestClient(apps.cz, 'cs');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

const statusPath = (id: number) => `/api/new/buyout/staff/buyouts/${id}/status/`;

test('staff move a buyout to paid step by step; the customer sees the timeline', async () => {
  const { id, detailPath } = await sell();
  const staff = await staffClient();
  for (const status of ['awaiting_pickup', 'received', 'inspected', 'paid']) {
    const response = await staff.request({ method: 'PATCH', url: statusPath(id), body: { status } });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as BuyoutDetail).status, status);
  }
  const detail = (await apps.cz.inject({ url: detailPath })).json() as BuyoutDetail;
  assert.deepEqual(detail.status_history.map((entry) => entry.status), ['created', 'awaiting_pickup', 'received', 'inspected', 'paid']);
  const times = detail.status_history.map((entry) => Date.parse(entry.changed_at));
  assert.deepEqual(times, [...times].sort((a, b) => a - b));
});

test('a received device waits for its inspection as an unassigned task due in two days; moving on closes it, once', async () => {
  const { id } = await sell();
  const staff = await staffClient();
  const taskOf = async () => {
    const list = (await staff.get('/api/new/admin/tasks/?view=all&page=1&page_size=100')).json() as { results: { title: string; subject_kind: string; subject_ref: string; assignee: number | null; due_date: string | null; status: string }[] };
    return list.results.filter((row) => row.subject_kind === 'buyout' && row.subject_ref === String(id));
  };
  for (const status of ['awaiting_pickup', 'received']) assert.equal((await staff.request({ method: 'PATCH', url: statusPath(id), body: { status } })).statusCode, 200);
  const [task, ...more] = await taskOf();
  assert.equal(more.length, 0, 'one task');
  assert.equal(task?.title, `Zkontrolovat přijaté zařízení z výkupu ${id}`);
  assert.equal(task?.status, 'open');
  assert.equal(task?.assignee, null);
  const daysLeft = (Date.parse(task!.due_date!) - Date.now()) / 86_400_000;
  assert.ok(daysLeft > 0 && daysLeft <= 2, `due in ${daysLeft} days`);
  assert.equal((await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'inspected' } })).statusCode, 200);
  assert.deepEqual((await taskOf()).map((row) => row.status), ['done']);
});

test('a counter-offer is mailed; the customer accepts it, then staff pay', async () => {
  const { id, detailPath } = await sell();
  const staff = await staffClient();
  for (const status of ['awaiting_pickup', 'received', 'inspected']) await staff.request({ method: 'PATCH', url: statusPath(id), body: { status } });
  const offer = await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'counter_offer', counter_offer_price: 1234 } });
  assert.equal(offer.statusCode, 200, offer.body);
  assert.equal((offer.json() as BuyoutDetail).counter_offer_price, 1234);
  const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, czechSeller.e_mail)).orderBy(desc(outbox.id)).limit(1);
  assert.equal(mail?.subject, `Nová nabídka k výkupu č. ${id}`);
  assert.ok(mail!.text.includes(formatPrice(1234, 'CZ')));

  const soldFor = (offer.json() as BuyoutDetail).price;
  const accepted = await send(apps.cz, `${detailPath}counter-offer/`, { decision: 'accept' });
  assert.equal(accepted.statusCode, 200, accepted.body);
  const acceptedDetail = accepted.json() as BuyoutDetail;
  assert.equal(acceptedDetail.status, 'counter_offer_accepted');
  // The accepted price is the price from now on; the first one is kept, and the timeline shows both.
  assert.equal(acceptedDetail.price, 1234);
  assert.equal(acceptedDetail.original_price, soldFor);
  assert.notEqual(soldFor, 1234);
  assert.deepEqual(
    acceptedDetail.status_history.map((entry) => [entry.status, entry.price]),
    [['created', soldFor], ['awaiting_pickup', null], ['received', null], ['inspected', null], ['counter_offer', 1234], ['counter_offer_accepted', 1234]],
  );
  assert.equal(((await apps.cz.inject({ url: detailPath })).json() as BuyoutDetail).price, 1234);
  const [acceptedMail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, czechSeller.e_mail)).orderBy(desc(outbox.id)).limit(1);
  assert.equal(acceptedMail?.subject, `Přijatá nová cena k výkupu č. ${id}`);
  assert.ok(acceptedMail!.text.includes(formatPrice(1234, 'CZ')));
  assert.ok(acceptedMail!.text.includes(formatPrice(soldFor, 'CZ')));
  const again = await send(apps.cz, `${detailPath}counter-offer/`, { decision: 'decline' });
  assert.equal(again.statusCode, 409);
  assert.deepEqual(again.json(), { detail: 'Tento výkup nečeká na vaši odpověď na novou nabídku.' });
  assert.equal((await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'paid' } })).statusCode, 200);
});

test('a declined counter-offer ends with the device returned', async () => {
  const { id, detailPath } = await sell();
  const staff = await staffClient();
  for (const status of ['awaiting_pickup', 'received', 'inspected']) await staff.request({ method: 'PATCH', url: statusPath(id), body: { status } });
  await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'counter_offer', counter_offer_price: 900 } });
  assert.equal((await send(apps.cz, `${detailPath}counter-offer/`, { decision: 'decline' })).statusCode, 200);
  const returned = await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'returned' } });
  assert.equal((returned.json() as BuyoutDetail).status, 'returned');
});

test('the counter-offer answer needs a pending counter-offer, a valid decision and the token', async () => {
  const { id, detailPath } = await sell();
  assert.equal((await send(apps.cz, `${detailPath}counter-offer/`, { decision: 'accept' })).statusCode, 409);
  const invalid = await send(apps.cz, `${detailPath}counter-offer/`, { decision: 'maybe' });
  assert.equal(invalid.statusCode, 400);
  assert.deepEqual(invalid.json(), { decision: ['Toto pole je povinné.'] });
  const token = detailPath.split('/').at(-2)!;
  const wrong = `/api/new/buyout/buyouts/${id}/${token.replace(/^./, (c) => (c === 'x' ? 'y' : 'x'))}/counter-offer/`;
  assert.equal((await send(apps.cz, wrong, { decision: 'accept' })).statusCode, 404);
});

test('status changes need a staff session and CSRF, follow the allowed moves, and know the buyout', async () => {
  const { id } = await sell();
  const anonymous = await send(apps.cz, statusPath(id), { status: 'awaiting_pickup' }, { method: 'PATCH' });
  assert.equal(anonymous.statusCode, 401);
  const customer = new TestClient(apps.cz, 'cs');
  await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
  assert.equal((await customer.request({ method: 'PATCH', url: statusPath(id), body: { status: 'awaiting_pickup' } })).statusCode, 403);
  const staff = await staffClient();
  assert.equal((await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'awaiting_pickup' }, csrf: false })).statusCode, 403);
  const skipped = await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'paid' } });
  assert.equal(skipped.statusCode, 409);
  // The status names of the pages, not the stored codes.
  assert.equal((skipped.json() as { detail: string }).detail, 'Výkup ve stavu „Přijato“ nelze převést do stavu „Vyplaceno“.');
  const skippedRo = await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'paid' }, headers: { 'accept-language': 'ro' } });
  assert.equal((skippedRo.json() as { detail: string }).detail, 'Răscumpărarea cu starea „Înregistrată” nu poate trece în starea „Plătit”.');
  const noPrice = await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'counter_offer' } });
  assert.equal(noPrice.statusCode, 400);
  assert.deepEqual(noPrice.json(), { counter_offer_price: ['Toto pole je povinné.'] });
  const customerAnswer = await staff.request({ method: 'PATCH', url: statusPath(id), body: { status: 'counter_offer_accepted' } });
  assert.equal(customerAnswer.statusCode, 400);
  assert.equal((await staff.request({ method: 'PATCH', url: statusPath(id + 1000), body: { status: 'awaiting_pickup' } })).statusCode, 404);
});
