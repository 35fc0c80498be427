import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema/limits';
import { send } from '../test-support/public-request';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase, TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const LOGIN = '/api/new/auth/login/';

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  const limits = { mailsPerRecipientPerHour: 5, publicWriteCeilingPerMinute: 300, idempotencyWindowSeconds: 120, openBookingsPerCustomer: 3, loginFailuresBeforeBackoff: 3 };
  app = await buildTestApp({ database, config: { limits } });
});
after(async () => {
  await app.close();
  await database.close();
});

/** Each guess from another address, so the per-IP limit never applies: only the account's backoff can. */
const guess = (email: string, password: string, locale: 'cs' | 'ro' = 'cs') => send(app, LOGIN, { email, password }, { locale });

/** As if the last failure were `seconds` ago. */
const ageFailures = (seconds: number) => database.db.update(loginFailures).set({ lastFailureAt: sql`now() - make_interval(secs => ${seconds})` });

test('after a few wrong passwords from many addresses, the account waits, doubling each time, even for the right password', async () => {
  for (let attempt = 0; attempt < 3; attempt++) assert.equal((await guess(TEST_STAFF.email, `wrong-${attempt}`)).statusCode, 400);
  const waiting = await guess(TEST_STAFF.email, TEST_STAFF.password);
  assert.equal(waiting.statusCode, 429);
  assert.match(waiting.json().detail, /^Příliš mnoho nesprávných pokusů o přihlášení k tomuto účtu\. Zkuste to prosím znovu za 1 s\.$/);
  assert.match((await guess(` ${TEST_STAFF.email.toUpperCase()}`, 'x', 'ro')).json().detail, /^Prea multe încercări greșite/, 'the same account however it is spelled');

  assert.equal((await guess(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200, 'other accounts are unaffected');

  await ageFailures(2);
  assert.equal((await guess(TEST_STAFF.email, 'wrong-again')).statusCode, 400, 'after the wait, one more guess is evaluated');
  const longer = await guess(TEST_STAFF.email, TEST_STAFF.password);
  assert.equal(longer.statusCode, 429);
  assert.match(longer.json().detail, /za 2 s\.$/);

  await ageFailures(3);
  assert.equal((await guess(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  assert.equal((await guess(TEST_STAFF.email, 'one-slip')).statusCode, 400, 'a good login starts the count again');
  assert.equal((await guess(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
});

test('unknown e-mails back off the same way, so the answers tell nobody which accounts exist', async () => {
  for (let attempt = 0; attempt < 3; attempt++) assert.equal((await guess('nobody@example.cz', 'x')).statusCode, 400);
  assert.equal((await guess('nobody@example.cz', 'x')).statusCode, 429);
});
