import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MeResponseSchema } from '@shop/shared/contract/auth';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { openTestDatabase, TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const ME = '/api/new/auth/me/';
const LOGIN = '/api/new/auth/login/';
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

function setCookieHeaders(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
}

describe('auth.me', () => {
  test('an anonymous visitor gets no user and a csrftoken cookie scripts can read', async () => {
    const client = new TestClient(app);
    const response = await client.get(ME);
    assert.equal(response.statusCode, 200);
    const body = v.parse(MeResponseSchema, response.json());
    assert.equal(body.user, null);
    assert.equal(client.cookies.get('csrftoken'), body.csrf_token);
    const csrfCookie = setCookieHeaders(response).find((cookie) => cookie.startsWith('csrftoken='));
    assert.ok(csrfCookie && !/HttpOnly/i.test(csrfCookie), 'csrftoken must not be HttpOnly');
  });

  test('keeps the token the browser already has', async () => {
    const client = new TestClient(app);
    const first = v.parse(MeResponseSchema, (await client.get(ME)).json());
    const second = v.parse(MeResponseSchema, (await client.get(ME)).json());
    assert.equal(second.csrf_token, first.csrf_token);
  });
});

describe('auth.login', () => {
  test('logs in with the right password: HttpOnly SameSite=Lax session cookie, user and a new CSRF token', async () => {
    const client = new TestClient(app);
    const before = v.parse(MeResponseSchema, (await client.get(ME)).json());
    const response = await client.post(LOGIN, { email: TEST_STAFF.email, password: TEST_STAFF.password });
    assert.equal(response.statusCode, 200);
    const body = v.parse(MeResponseSchema, response.json());
    assert.equal(body.user?.email, TEST_STAFF.email);
    assert.equal(body.user?.role, 'staff');
    assert.notEqual(body.csrf_token, before.csrf_token);
    assert.equal(client.cookies.get('csrftoken'), body.csrf_token);
    const sessionCookie = setCookieHeaders(response).find((cookie) => cookie.startsWith('sessionid='));
    assert.ok(sessionCookie);
    assert.match(sessionCookie, /HttpOnly/i);
    assert.match(sessionCookie, /SameSite=Lax/i);
    assert.doesNotMatch(sessionCookie, /Secure/i);

    const me = v.parse(MeResponseSchema, (await client.get(ME)).json());
    assert.equal(me.user?.email, TEST_STAFF.email);
    assert.equal(me.csrf_token, body.csrf_token);
  });

  test('e-mail is matched without regard to case and surrounding spaces', async () => {
    const client = new TestClient(app);
    const response = await client.login(`  ${TEST_CUSTOMER.email.toUpperCase()} `, TEST_CUSTOMER.password);
    assert.equal(response.statusCode, 200);
    assert.equal(v.parse(MeResponseSchema, response.json()).user?.role, 'customer');
  });

  test('a wrong password is a 400 with non_field_errors in the request language, and no session', async () => {
    const cs = new TestClient(app, 'cs');
    const csResponse = await cs.login(TEST_STAFF.email, 'wrong-password');
    assert.equal(csResponse.statusCode, 400);
    assert.deepEqual(csResponse.json(), { non_field_errors: ['Zadaný e-mail nebo heslo není správné.'] });
    assert.equal(cs.cookies.has('sessionid'), false);

    const ro = new TestClient(app, 'ro');
    const roResponse = await ro.login('nobody@example.com', 'whatever');
    assert.equal(roResponse.statusCode, 400);
    assert.deepEqual(roResponse.json(), { non_field_errors: ['E-mailul sau parola introduse nu sunt corecte.'] });
  });

  test('bad input is a 400 per field in the request language', async () => {
    const cs = new TestClient(app, 'cs');
    await cs.get(ME);
    const missing = await cs.post(LOGIN, { email: '' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { email: ['Toto pole je povinné.'], password: ['Toto pole je povinné.'] });

    const ro = new TestClient(app, 'ro');
    await ro.get(ME);
    const invalid = await ro.post(LOGIN, { email: 'not-an-email', password: 'x' });
    assert.equal(invalid.statusCode, 400);
    const body = invalid.json() as Record<string, string[]>;
    assert.deepEqual(Object.keys(body), ['email']);
    assert.equal(body.email?.length, 1);
    assert.notEqual(body.email?.[0], 'Neplatná e-mailová adresa.', 'Romanian, not the Czech source text');
  });

  test('a session cookie is marked Secure when COOKIE_SECURE is on', async () => {
    const secureApp = await buildTestApp({ database, config: { cookieSecure: true } });
    try {
      const client = new TestClient(secureApp);
      const response = await client.login(TEST_STAFF.email, TEST_STAFF.password);
      const sessionCookie = setCookieHeaders(response).find((cookie) => cookie.startsWith('sessionid='));
      assert.match(sessionCookie ?? '', /Secure/);
    } finally {
      await secureApp.close();
    }
  });

  test('after too many attempts from one client, login answers 429 with a translated detail', async () => {
    const limited = await buildTestApp({ database, config: { loginRateLimit: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const client = new TestClient(limited, 'cs');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await client.login(TEST_STAFF.email, 'wrong')).statusCode);
      assert.deepEqual(statuses, [400, 400, 400, 429]);
      const blocked = await client.login(TEST_STAFF.email, TEST_STAFF.password);
      assert.equal(blocked.statusCode, 429, 'even the right password waits for the window');
      assert.match((blocked.json() as { detail: string }).detail, /^Příliš mnoho pokusů/);
    } finally {
      await limited.close();
    }
  });
});

describe('auth.logout', () => {
  test('ends the session: me answers anonymous again and the old cookie no longer works', async () => {
    const client = new TestClient(app);
    await client.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const oldSession = client.cookies.get('sessionid');
    assert.ok(oldSession);

    const response = await client.post(LOGOUT);
    assert.equal(response.statusCode, 200);
    assert.equal(v.parse(MeResponseSchema, response.json()).user, null);
    assert.equal(client.cookies.has('sessionid'), false);

    const replay = new TestClient(app);
    replay.cookies.set('sessionid', oldSession);
    assert.equal(v.parse(MeResponseSchema, (await replay.get(ME)).json()).user, null);
  });

  test('needs the CSRF token like every unsafe call', async () => {
    const client = new TestClient(app);
    await client.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const response = await client.request({ method: 'POST', url: LOGOUT, csrf: false });
    assert.equal(response.statusCode, 403);
    assert.equal(v.parse(MeResponseSchema, (await client.get(ME)).json()).user?.email, TEST_CUSTOMER.email);
  });
});
