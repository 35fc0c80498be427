import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { outbox } from '../db/schema/mail';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { appraisalPost, pickDevice } from './test-support/buyout-requests';
import { freshIp } from '../test-support/public-request';
import { sellOnlineBody } from './test-support/sellers';

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: { publicUrl: 'https://shop.example' } });
});
after(async () => {
  await app.close();
  await database.close();
});

/** A request whose Host header an attacker chose. */
const forged = (url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshIp(),
    cookies: { csrftoken: 't' },
    headers: { host: 'evil.example', 'x-csrftoken': 't', 'accept-language': 'cs' },
  });

test('with PUBLIC_URL, a forged Host header cannot put another site in the offer e-mail', async () => {
  const device = await pickDevice(app);
  const response = await forged('/api/new/buyout/send-to-email/', { e_mail: 'victim@example.cz', ...appraisalPost(device) });
  assert.equal(response.statusCode, 201, response.body);
  const [mail] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'victim@example.cz')).orderBy(desc(outbox.id)).limit(1);
  assert.ok(mail!.text.includes('https://shop.example/vykup/'), mail!.text);
  assert.ok(!mail!.text.includes('evil.example'));
});

test('with PUBLIC_URL, the sell-online Location is on the shop', async () => {
  const device = await pickDevice(app);
  const response = await forged('/api/new/buyout/sell-online/', sellOnlineBody(device));
  assert.equal(response.statusCode, 201, response.body);
  assert.match(String(response.headers.location), /^https:\/\/shop\.example\/vykup\/stav\/\d+\//);
});
