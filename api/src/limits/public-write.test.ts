import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appraisalPost, pickDevice } from '../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../buyout/test-support/sellers';
import type { Database } from '../db/database';
import { buyoutOffers, buyouts } from '../db/schema/buyout';
import { outbox } from '../db/schema/mail';
import { serviceOrders } from '../db/schema/service';
import { bookingBody } from '../service/orders/test-support/booking-body';
import { send } from '../test-support/public-request';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

const SEND_TO_EMAIL = '/api/new/buyout/send-to-email/';
const SELL_ONLINE = '/api/new/buyout/sell-online/';
const ORDERS = '/api/new/service/orders/';

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: { limits: { ...testLimits(), mailsPerRecipientPerHour: 3, openBookingsPerCustomer: 2 } } });
});
after(async () => {
  await app.close();
  await database.close();
});

function testLimits() {
  return { mailsPerRecipientPerHour: 100, publicWriteCeilingPerMinute: 10_000, idempotencyWindowSeconds: 120, openBookingsPerCustomer: 100, loginFailuresBeforeBackoff: 5, discountFailuresPerHour: 1_000_000 };
}

const counted = async (table: typeof outbox | typeof buyouts | typeof buyoutOffers | typeof serviceOrders) => (await database.db.select({ value: count() }).from(table))[0]!.value;
const mailsTo = async (address: string) => (await database.db.select({ value: count() }).from(outbox).where(eq(outbox.recipient, address)))[0]!.value;

describe('identical submits within the window get the first answer', () => {
  test('50 identical sell-online submits at once make 1 buyout; every answer is the first one, Location included', async () => {
    const device = await pickDevice(app);
    const body = sellOnlineBody(device);
    const before = await counted(buyouts);
    const responses = await Promise.all(Array.from({ length: 50 }, () => send(app, SELL_ONLINE, body)));
    assert.deepEqual([...new Set(responses.map((response) => response.statusCode))], [201]);
    assert.equal(new Set(responses.map((response) => response.body)).size, 1);
    assert.equal(new Set(responses.map((response) => response.headers.location)).size, 1);
    assert.equal((await counted(buyouts)) - before, 1);
    const again = await send(app, SELL_ONLINE, body);
    assert.equal(again.body, responses[0]!.body, 'a later identical submit too');
    assert.equal((await counted(buyouts)) - before, 1);
  });

  test('50 identical send-to-email make 1 offer and 1 mail; another note is another offer', async () => {
    const device = await pickDevice(app);
    const body = { e_mail: 'same.submit@example.cz', ...appraisalPost(device) };
    const before = await counted(buyoutOffers);
    const responses = await Promise.all(Array.from({ length: 50 }, () => send(app, SEND_TO_EMAIL, body)));
    assert.deepEqual([...new Set(responses.map((response) => response.statusCode))], [201]);
    assert.equal(new Set(responses.map((response) => response.body)).size, 1);
    assert.equal((await counted(buyoutOffers)) - before, 1);
    assert.equal(await mailsTo('same.submit@example.cz'), 1);
    assert.equal((await send(app, SEND_TO_EMAIL, { ...body, note: 'jiná poznámka' })).statusCode, 201);
    assert.equal(await mailsTo('same.submit@example.cz'), 2);
  });
});

describe('mails per recipient', () => {
  test('a few mails per hour reach one address, then 429 in the request language; other addresses are unaffected', async () => {
    const device = await pickDevice(app);
    const offer = (e_mail: string, note: string) => ({ e_mail, ...appraisalPost(device), note });
    for (const note of ['1', '2', '3']) assert.equal((await send(app, SEND_TO_EMAIL, offer('Victim@Example.cz', note))).statusCode, 201);
    const before = await counted(buyoutOffers);
    const blocked = await send(app, SEND_TO_EMAIL, offer('victim@example.cz ', '4'));
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().detail, /^Na tuto e-mailovou adresu jsme v poslední hodině poslali příliš mnoho zpráv/);
    const romanian = await send(app, SEND_TO_EMAIL, offer('victim@example.cz', '5'), { locale: 'ro' });
    assert.match(romanian.json().detail, /^Am trimis prea multe mesaje/);
    assert.equal(await counted(buyoutOffers), before, 'nothing stored');
    assert.equal(await mailsTo('Victim@Example.cz'), 3);
    assert.equal((await send(app, SEND_TO_EMAIL, offer('someone.else@example.cz', '4'))).statusCode, 201);
  });

  test('sell-online counts against the same limit', async () => {
    const device = await pickDevice(app);
    // Four sales from four forms (each its own sale token and device) to one address.
    const seller = () => {
      const body = sellOnlineBody(device);
      return { ...body, customer_data: { ...body.customer_data, e_mail: 'seller.limit@example.cz' } };
    };
    const statuses: number[] = [];
    for (const note of ['a', 'b', 'c', 'd']) statuses.push((await send(app, SELL_ONLINE, { ...seller(), note })).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
    assert.equal(await mailsTo('seller.limit@example.cz'), 3);
  });
});

describe('open bookings per customer', () => {
  test('one e-mail holds at most the configured booked slots; the next booking is a 400 and books nothing', async () => {
    const email = 'many.bookings@example.cz';
    assert.equal((await send(app, ORDERS, await bookingBody(app, email))).statusCode, 201);
    assert.equal((await send(app, ORDERS, await bookingBody(app, email.toUpperCase()))).statusCode, 201);
    const before = await counted(serviceOrders);
    const third = await send(app, ORDERS, await bookingBody(app, email));
    assert.equal(third.statusCode, 400);
    assert.match(third.json().non_field_errors[0], /otevřených rezervací \(počet: 2\)/);
    assert.equal(await counted(serviceOrders), before);
    assert.equal((await send(app, ORDERS, await bookingBody(app, 'another.customer@example.cz'))).statusCode, 201);
  });
});

describe('honeypot', () => {
  test('a filled hidden field is refused: nothing stored, nothing mailed', async () => {
    const device = await pickDevice(app);
    const before = { offers: await counted(buyoutOffers), mails: await counted(outbox) };
    const response = await send(app, SEND_TO_EMAIL, { e_mail: 'bot.target@example.cz', ...appraisalPost(device), website: 'https://spam.example' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { non_field_errors: ['Formulář se nepodařilo odeslat. Obnovte prosím stránku a zkuste to znovu.'] });
    assert.deepEqual({ offers: await counted(buyoutOffers), mails: await counted(outbox) }, before);
    assert.equal((await send(app, SEND_TO_EMAIL, { e_mail: 'bot.target@example.cz', ...appraisalPost(device), website: '' })).statusCode, 201, 'left empty, as people do');
  });
});

/** The counters count per calendar minute: calls made in the last seconds of one would straddle two windows. */
async function earlyInAMinute(): Promise<void> {
  const into = Date.now() % 60_000;
  if (into > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - into + 100));
}

describe('ceiling per route', () => {
  test('over all clients, a public write takes only so many calls a minute', async () => {
    const ceilingDatabase = await openTestDatabase();
    const ceilingApp = await buildTestApp({ database: ceilingDatabase, config: { limits: { ...testLimits(), publicWriteCeilingPerMinute: 3 } } });
    try {
      const device = await pickDevice(ceilingApp);
      await earlyInAMinute();
      const statuses: number[] = [];
      for (const note of ['1', '2', '3', '4']) statuses.push((await send(ceilingApp, SEND_TO_EMAIL, { e_mail: `c${note}@example.cz`, ...appraisalPost(device), note })).statusCode);
      assert.deepEqual(statuses, [201, 201, 201, 429]);
      const busy = await send(ceilingApp, SEND_TO_EMAIL, { e_mail: 'c5@example.cz', ...appraisalPost(device) });
      assert.match(busy.json().detail, /^Formulář teď odesílá příliš mnoho lidí/);
    } finally {
      await ceilingApp.close();
      await ceilingDatabase.close();
    }
  });
});
