import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { issueAccountToken } from '../accounts/account-tokens';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema/limits';
import { users } from '../db/schema/users';
import { send } from '../test-support/public-request';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { openTestDatabase, TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const LOGIN = '/api/new/auth/login/';

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  const limits = { mailsPerRecipientPerHour: 5, publicWriteCeilingPerMinute: 300, idempotencyWindowSeconds: 120, openBookingsPerCustomer: 3, loginFailuresBeforeBackoff: 3, discountFailuresPerHour: 1_000_000 };
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

test('strangers guessing from many addresses cannot lock out a browser that logged in before, nor the owner with a reset link', async () => {
  const owner = new TestClient(app, 'cs', '10.28.0.1');
  assert.equal((await owner.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  for (let attempt = 0; attempt < 20; attempt++) assert.notEqual((await guess(TEST_CUSTOMER.email, `stranger-${attempt}`)).statusCode, 200);
  assert.equal((await guess(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 429, 'a new browser waits for the account');
  assert.equal((await owner.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200, 'the browser that logged in before gets in');

  // The known browser's own address still backs off its own wrong passwords.
  for (let attempt = 0; attempt < 3; attempt++) assert.equal((await owner.login(TEST_CUSTOMER.email, `slip-${attempt}`)).statusCode, 400);
  assert.equal((await owner.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 429);

  for (let attempt = 0; attempt < 20; attempt++) await guess(TEST_CUSTOMER.email, `stranger-again-${attempt}`);
  const [customer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_CUSTOMER.email));
  const token = await issueAccountToken(database.db, customer!.id, 'password_reset');
  const password = 'New-pass-28!';
  const newBrowser = new TestClient(app, 'cs', '10.28.0.2');
  await newBrowser.get('/api/new/auth/me/');
  const reset = await newBrowser.post('/api/new/account/password-reset/confirm/', { token, password, password_confirmation: password });
  assert.equal(reset.statusCode, 200, reset.body);
  assert.equal((await guess(TEST_CUSTOMER.email, password)).statusCode, 200, 'after the reset, any browser gets in with the new password');
});
