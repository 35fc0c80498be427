import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appraisalPost, pickDevice } from '../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../buyout/test-support/sellers';
import type { Database } from '../db/database';
import { buyoutOffers, buyouts } from '../db/schema/buyout';
import { outbox } from '../db/schema/mail';
import { serviceOrders } from '../db/schema/service';
import { bookingBody } from '../service/orders/test-support/booking-body';
import { freshIp } from '../test-support/public-request';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { openTestDatabase, TEST_STAFF } from '../test-support/test-database';

const EVIL = 'evil.example';
const ORDERS = '/api/new/service/orders/';
const statusPath = (orderNumber: string) => `/api/new/service/staff/orders/${orderNumber}/status/`;

let database: Database;
let devApp: FastifyInstance;
let publicApp: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  devApp = await buildTestApp({ database });
  publicApp = await buildTestApp({ database, config: { publicUrl: 'https://shop.example' } });
});
after(async () => {
  await devApp.close();
  await publicApp.close();
  await database.close();
});

/** A public write as the widget makes it, with the Host header an attacker chose. */
const post = (app: FastifyInstance, url: string, payload: object, host: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshIp(),
    cookies: { csrftoken: 'test-csrf-token' },
    headers: { host, 'x-csrftoken': 'test-csrf-token', 'accept-language': 'cs' },
  });

async function rows() {
  const counted = async (table: typeof outbox | typeof buyouts | typeof buyoutOffers | typeof serviceOrders) => (await database.db.select({ value: count() }).from(table))[0]!.value;
  return { mails: await counted(outbox), buyouts: await counted(buyouts), offers: await counted(buyoutOffers), orders: await counted(serviceOrders) };
}

const lastMail = async () => (await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;

describe('without PUBLIC_URL, a Host outside ALLOWED_HOSTS is refused before anything is stored or mailed', () => {
  test('send-to-email, sell-online and booking answer 400 in the request language and change nothing', async () => {
    const device = await pickDevice(devApp);
    const before = await rows();
    const offer = await post(devApp, '/api/new/buyout/send-to-email/', { e_mail: 'victim@example.cz', ...appraisalPost(device) }, EVIL);
    assert.equal(offer.statusCode, 400);
    assert.deepEqual(offer.json(), { non_field_errors: ['Adresa serveru v požadavku není povolená.'] });
    assert.equal((await post(devApp, '/api/new/buyout/sell-online/', sellOnlineBody(device), EVIL)).statusCode, 400);
    assert.equal((await post(devApp, ORDERS, await bookingBody(devApp, 'victim@example.cz'), `${EVIL}:8080`)).statusCode, 400);
    assert.deepEqual(await rows(), before);
  });

  test('the staff status change refuses a forged Host too, and the order keeps its status', async () => {
    const booked = await post(devApp, ORDERS, await bookingBody(devApp, 'status@example.cz'), 'localhost:8080');
    assert.equal(booked.statusCode, 201, booked.body);
    assert.match((await lastMail()).text, /http:\/\/localhost:8080\//, 'an allowed development host is used as it is');
    const orderNumber = booked.json().order_number as string;
    const staff = new TestClient(devApp, 'cs');
    await staff.login(TEST_STAFF.email, TEST_STAFF.password);
    const before = await rows();
    const forged = await staff.request({ method: 'PATCH', url: statusPath(orderNumber), body: { status: 'received' }, headers: { host: EVIL } });
    assert.equal(forged.statusCode, 400);
    assert.deepEqual(await rows(), before);
    const detail = await staff.get(`/api/new/service/staff/orders/${orderNumber}/`);
    assert.equal(detail.json().status, 'booked');
  });
});

describe('with PUBLIC_URL, every link is on the configured address whatever the Host says', () => {
  test('booking confirmation and status mail link to PUBLIC_URL', async () => {
    const booked = await post(publicApp, ORDERS, await bookingBody(publicApp, 'public@example.cz'), EVIL);
    assert.equal(booked.statusCode, 201, booked.body);
    const confirmation = (await lastMail()).text;
    assert.match(confirmation, /https:\/\/shop\.example\//);
    assert.doesNotMatch(confirmation, /evil\.example/);

    const staff = new TestClient(publicApp, 'cs');
    await staff.login(TEST_STAFF.email, TEST_STAFF.password);
    const changed = await staff.request({ method: 'PATCH', url: statusPath(booked.json().order_number), body: { status: 'received' }, headers: { host: EVIL } });
    assert.equal(changed.statusCode, 200, changed.body);
    const statusMail = (await lastMail()).text;
    assert.match(statusMail, /https:\/\/shop\.example\//);
    assert.doesNotMatch(statusMail, /evil\.example/);
  });

  test('send-to-email and sell-online (mail and Location) use PUBLIC_URL', async () => {
    const device = await pickDevice(publicApp);
    assert.equal((await post(publicApp, '/api/new/buyout/send-to-email/', { e_mail: 'offer@example.cz', ...appraisalPost(device) }, EVIL)).statusCode, 201);
    assert.match((await lastMail()).text, /https:\/\/shop\.example\/vykup\//);
    const sold = await post(publicApp, '/api/new/buyout/sell-online/', sellOnlineBody(device), EVIL);
    assert.equal(sold.statusCode, 201, sold.body);
    assert.match(String(sold.headers.location), /^https:\/\/shop\.example\//);
    assert.doesNotMatch((await lastMail()).text, /evil\.example/);
  });
});
