import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '@shop/shared/contract/route';
import { allRoutes } from '@shop/shared/contract/routes';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { openTestDatabase, TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { assertEveryRouteHandled, registerRoute } from './register-route';

const echo = defineRoute({
  name: 'test.echo',
  method: 'POST',
  path: '/api/new/test/echo/',
  auth: 'public',
  body: v.object({
    note: v.pipe(v.string(), v.maxLength(5, 'max_length')),
    customer_data: v.object({
      first_name: v.pipe(v.string(), v.nonEmpty('required')),
      e_mail: v.pipe(v.string(), v.email('invalid_email')),
    }),
  }),
  response: v.object({ note: v.string() }),
});

const sessionOnly = defineRoute({
  name: 'test.session-only',
  method: 'GET',
  path: '/api/new/test/session-only/',
  auth: 'session',
  response: v.object({ email: v.string() }),
});

const staffOnly = defineRoute({
  name: 'test.staff-only',
  method: 'GET',
  path: '/api/new/test/staff-only/',
  auth: 'staff',
  response: v.object({ ok: v.boolean() }),
});

const item = defineRoute({
  name: 'test.item',
  method: 'GET',
  path: '/api/new/test/items/:id/',
  auth: 'public',
  params: v.object({ id: v.pipe(v.string(), v.digits('not_a_number'), v.transform(Number)) }),
  query: v.object({ page: v.optional(v.pipe(v.string(), v.digits('not_a_number'))) }),
  response: v.object({ id: v.number() }),
});

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    configure(instance) {
      registerRoute(instance, echo, ({ body }) => ({ note: body.note }));
      registerRoute(instance, sessionOnly, ({ user }) => ({ email: user?.email ?? '' }));
      registerRoute(instance, staffOnly, () => ({ ok: true }));
      registerRoute(instance, item, ({ params }) => ({ id: params.id }));
    },
  });
});
after(async () => {
  await app.close();
  await database.close();
});

const validEcho = { note: 'hi', customer_data: { first_name: 'Jan', e_mail: 'jan@example.com' } };

describe('CSRF on unsafe methods', () => {
  test('rejects a POST without X-CSRFToken, in the request language, and changes nothing', async () => {
    const client = new TestClient(app, 'ro');
    await client.get('/api/new/auth/me/');
    const response = await client.request({ method: 'POST', url: echo.path, body: validEcho, csrf: false });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { detail: 'Verificarea CSRF a eșuat: tokenul lipsește sau este incorect.' });
  });

  test('rejects a token that differs from the csrftoken cookie', async () => {
    const client = new TestClient(app);
    await client.get('/api/new/auth/me/');
    const response = await client.request({ method: 'POST', url: echo.path, body: validEcho, headers: { 'x-csrftoken': 'forged-token-forged-token' } });
    assert.equal(response.statusCode, 403);
  });

  test('rejects a header when there is no cookie to match', async () => {
    const response = await app.inject({ method: 'POST', url: echo.path, payload: validEcho, headers: { 'x-csrftoken': 'anything-at-all-here' } });
    assert.equal(response.statusCode, 403);
  });

  test('accepts the token from the csrftoken cookie', async () => {
    const client = new TestClient(app);
    await client.get('/api/new/auth/me/');
    const response = await client.post(echo.path, validEcho);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { note: 'hi' });
  });

  test("accepts the session's token without the cookie, as a widget on a partner origin sends it", async () => {
    const browser = new TestClient(app);
    const login = await browser.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const { csrf_token } = login.json() as { csrf_token: string };
    const response = await app.inject({
      method: 'POST',
      url: echo.path,
      payload: validEcho,
      cookies: { sessionid: browser.cookies.get('sessionid')! },
      headers: { 'x-csrftoken': csrf_token },
    });
    assert.equal(response.statusCode, 200);
  });

  test('GET needs no token', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/new/test/items/7/' })).statusCode, 200);
  });
});

describe('auth levels', () => {
  test("'session' routes answer 401 to anonymous visitors and serve a logged-in user", async () => {
    const anonymous = await new TestClient(app, 'cs').get(sessionOnly.path);
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(anonymous.json(), { detail: 'Nejste přihlášeni.' });

    const client = new TestClient(app);
    await client.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const response = await client.get(sessionOnly.path);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { email: TEST_CUSTOMER.email });
  });

  test("'staff' routes refuse customers with the spec's no-permission text in cs and ro", async () => {
    const cs = new TestClient(app, 'cs');
    await cs.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const csResponse = await cs.get(staffOnly.path);
    assert.equal(csResponse.statusCode, 403);
    assert.deepEqual(csResponse.json(), { detail: 'Nemáte oprávnění k přístupu na tuto stránku.' });

    const ro = await cs.get(staffOnly.path, { 'accept-language': 'ro-RO,ro;q=0.9' });
    assert.deepEqual(ro.json(), { detail: 'Nu aveți permisiunea de a accesa această pagină.' });

    assert.equal((await new TestClient(app).get(staffOnly.path)).statusCode, 401);
  });

  test("'staff' routes serve staff", async () => {
    const client = new TestClient(app);
    await client.login(TEST_STAFF.email, TEST_STAFF.password);
    assert.deepEqual((await client.get(staffOnly.path)).json(), { ok: true });
  });
});

describe('validation', () => {
  test('400 maps issues onto fields, nested for grouped forms, in the request language', async () => {
    const client = new TestClient(app, 'cs');
    await client.get('/api/new/auth/me/');
    const response = await client.post(echo.path, { note: 'far too long', customer_data: { first_name: '', e_mail: 'nope' } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      note: ['Zadejte nejvýše 5 znaků.'],
      customer_data: { first_name: ['Toto pole je povinné.'], e_mail: ['Neplatná e-mailová adresa.'] },
    });
  });

  test('a missing group is required; a body that is not an object goes to non_field_errors', async () => {
    const client = new TestClient(app, 'cs');
    await client.get('/api/new/auth/me/');
    const missingGroup = await client.post(echo.path, { note: 'ok' });
    assert.deepEqual(missingGroup.json(), { customer_data: ['Toto pole je povinné.'] });

    const notAnObject = await client.request({ method: 'POST', url: echo.path, body: '"just text"', headers: { 'content-type': 'application/json' } });
    assert.equal(notAnObject.statusCode, 400);
    assert.deepEqual(Object.keys(notAnObject.json() as object), ['non_field_errors']);
  });

  test('malformed JSON is a 400 with non_field_errors, not a 500', async () => {
    const client = new TestClient(app, 'ro');
    await client.get('/api/new/auth/me/');
    const response = await client.request({ method: 'POST', url: echo.path, body: '{"note":', headers: { 'content-type': 'application/json' } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { non_field_errors: ['Corpul cererii nu este un JSON valid.'] });
  });

  test('path params and query are validated too', async () => {
    assert.deepEqual((await app.inject({ url: '/api/new/test/items/42/' })).json(), { id: 42 });
    const badParam = await app.inject({ url: '/api/new/test/items/abc/', headers: { 'accept-language': 'cs' } });
    assert.equal(badParam.statusCode, 400);
    assert.deepEqual(badParam.json(), { id: ['Zadaná hodnota není číslo.'] });
    const badQuery = await app.inject({ url: '/api/new/test/items/1/?page=x' });
    assert.deepEqual(Object.keys(badQuery.json() as object), ['page']);
  });
});

describe('route table', () => {
  test('every contract route has a handler in the built app', () => {
    assert.doesNotThrow(() => assertEveryRouteHandled(app, allRoutes));
    assert.ok(allRoutes.length > 0);
  });

  test('a contract route without a handler stops the start, naming it', () => {
    const unserved = defineRoute({ name: 'test.unserved', method: 'GET', path: '/api/new/test/unserved/', auth: 'public', response: v.null() });
    assert.throws(() => assertEveryRouteHandled(app, [...allRoutes, unserved]), /test\.unserved/);
  });

  test('a second handler for the same route is refused', () => {
    assert.throws(() => registerRoute(app, echo, ({ body }) => ({ note: body.note })), /test\.echo already has a handler/);
  });

  test('unknown API paths answer 404 as JSON', async () => {
    const response = await app.inject({ url: '/api/new/nothing-here/', headers: { 'accept-language': 'cs' } });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { detail: 'Stránka nebyla nalezena.' });
  });
});
