import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import type { Database } from '../db/database';
import { buyoutOffers, buyouts } from '../db/schema/buyout';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { appraisalPost, pickDevice } from './test-support/buyout-requests';
import { send } from '../test-support/public-request';
import { sellOnlineBody } from './test-support/sellers';

let database: Database;
let app: FastifyInstance;

/** A port nothing listens on: the mail server is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` } });
});
after(async () => {
  await app.close();
  await database.close();
});

const rows = async (table: typeof buyoutOffers | typeof buyouts) => (await database.db.select({ n: count() }).from(table))[0]!.n;

test('an offer that cannot be mailed is 503 in the language and is not kept', async () => {
  const device = await pickDevice(app);
  const before = await rows(buyoutOffers);
  const response = await send(app, '/api/new/buyout/send-to-email/', { e_mail: 'jana@example.cz', ...appraisalPost(device) }, { locale: 'ro' });
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), { detail: 'E-mailul nu a putut fi trimis. Vă rugăm să încercați din nou peste puțin timp.' });
  assert.equal(await rows(buyoutOffers), before);
});

test('a sale stands when its confirmation cannot be mailed: the customer still gets the Location', async () => {
  const device = await pickDevice(app);
  const before = await rows(buyouts);
  const response = await send(app, '/api/new/buyout/sell-online/', sellOnlineBody(device));
  assert.equal(response.statusCode, 201, response.body);
  assert.ok(response.headers.location);
  assert.equal(await rows(buyouts), before + 1);
});
