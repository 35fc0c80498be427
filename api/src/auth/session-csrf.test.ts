import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { openTestDatabase, TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const ME = '/api/new/auth/me/';
const LOGOUT = '/api/new/auth/logout/';

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
});
after(async () => {
  await app.close();
  await database.close();
});

test('a planted csrftoken cookie echoed in the header is refused with a real staff session', async () => {
  const staff = new TestClient(app, 'cs');
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  const planted = 'planted-by-a-sibling-subdomain-0123456789';
  staff.cookies.set('csrftoken', planted);
  const response = await staff.post(LOGOUT, undefined, { 'x-csrftoken': planted });
  assert.equal(response.statusCode, 403);
  assert.equal((await staff.get(ME)).json().user?.email, TEST_STAFF.email, 'the session is untouched');
});

test("one session's token is worth nothing with another session", async () => {
  const customer = new TestClient(app);
  await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
  const staff = new TestClient(app);
  await staff.login(TEST_STAFF.email, TEST_STAFF.password);
  const customerToken = customer.cookies.get('csrftoken')!;
  staff.cookies.set('csrftoken', customerToken);
  assert.equal((await staff.post(LOGOUT, undefined, { 'x-csrftoken': customerToken })).statusCode, 403);
});

test('the cookie set at login and by auth.me carries the session token, which the widgets echo', async () => {
  const client = new TestClient(app);
  const login = await client.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
  const token = login.json().csrf_token as string;
  assert.equal(client.cookies.get('csrftoken'), token);
  client.cookies.set('csrftoken', 'stale-token-from-another-tab-0123456789');
  assert.equal((await client.get(ME)).json().csrf_token, token, 'auth.me repairs the cookie');
  assert.equal(client.cookies.get('csrftoken'), token);
  assert.equal((await client.post(LOGOUT)).statusCode, 200);
});

test('the token is an HMAC under SECRET_KEY: another key makes another token for the same session', async () => {
  const other = await buildTestApp({ database, config: { secretKey: 'another-secret-key' } });
  try {
    const client = new TestClient(app);
    await client.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const token = client.cookies.get('csrftoken');
    const seenByOther = await other.inject({ method: 'GET', url: ME, cookies: { sessionid: client.cookies.get('sessionid')! } });
    assert.equal(seenByOther.json().user?.email, TEST_CUSTOMER.email);
    assert.notEqual(seenByOther.json().csrf_token, token);
  } finally {
    await other.close();
  }
});

test('a new login makes a new token: the one from before no longer works', async () => {
  const client = new TestClient(app);
  await client.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
  const first = client.cookies.get('csrftoken')!;
  await client.post('/api/new/auth/login/', { email: TEST_CUSTOMER.email, password: TEST_CUSTOMER.password });
  assert.notEqual(client.cookies.get('csrftoken'), first);
  assert.equal((await client.post(LOGOUT, undefined, { 'x-csrftoken': first })).statusCode, 403);
});
