import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import type { Database } from '../db/database';
import { pickDevice } from '../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../buyout/test-support/sellers';
import { send } from '../test-support/public-request';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

// Issue 13: one sell-online body that failed in the database wrote the seller's birth number,
// ID card, bank account and e-mail into the log, because the error's message carries the
// query parameters. The database here refuses every new buyout, as a broken disk or a
// constraint added by a migration would.

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: { logLevel: 'info' }, logStream: { write: (line) => void lines.push(line) } });
});
after(async () => {
  await app.close();
  await database.close();
});

const PERSONAL_DATA = [
  czechSeller.personal_identification_number,
  czechSeller.personal_identification_number.replace('/', ''),
  czechSeller.identity_card_number,
  '2000145399',
  czechSeller.e_mail,
  czechSeller.last_name,
  czechSeller.street,
  czechSeller.phone_number.replaceAll(' ', ''),
];

/** The fields of a pino line this test reads. */
interface LogEntry {
  msg?: string;
  route?: string;
  reqId?: unknown;
  err: { type: string; message: string };
}

test('a write failing in the database answers a bare 500 and logs route, request id and error class only', async () => {
  const device = await pickDevice(app);
  await database.db.execute(sql.raw('ALTER TABLE buyouts ADD CONSTRAINT refuse_every_buyout CHECK (false) NOT VALID'));
  lines.length = 0;
  const response = await send(app, '/api/new/buyout/sell-online/', sellOnlineBody(device), { locale: 'cs' });

  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { detail: 'Na serveru došlo k chybě. Zkuste to prosím později.' });
  const log = lines.join('');
  for (const value of PERSONAL_DATA) assert.ok(!log.includes(value), `the log carries "${value}"`);
  const failure = lines.map((line) => JSON.parse(line) as LogEntry).find((entry) => entry.msg === 'request failed');
  assert.ok(failure, log);
  assert.equal(failure.route, '/api/new/buyout/sell-online/');
  assert.equal(typeof failure.reqId, 'string');
  assert.match(failure.err.type, /Error$/);
  assert.equal(failure.err.message, '(redacted)');
});

test('requests are logged by route pattern, so access tokens and search terms stay out', async () => {
  lines.length = 0;
  const token = 'Secret-token-0123456789-abcdefghijklmnopqrs';
  await app.inject({ url: `/api/new/buyout/buyouts/1/${token}/` });
  await app.inject({ url: '/api/new/service/smart-search/?term=jan.novak' });
  const log = lines.join('');
  assert.ok(log.includes('/api/new/buyout/buyouts/:id/:token/'), log);
  assert.ok(!log.includes(token));
  assert.ok(!log.includes('jan.novak'));
});
