import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { openTestDatabase, TEST_CUSTOMER } from '../test-support/test-database';

// The embed on a partner site never gets our SameSite cookies back, so its unsafe calls can
// only be recognised by the browser-set Origin plus the custom header that forced a preflight.
const PARTNER = 'https://partner.example.com';

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: { partnerOrigins: [PARTNER] } });
});
after(async () => {
  await app.close();
  await database.close();
});

const logout = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/new/auth/logout/', headers: { 'accept-language': 'cs', ...headers } });

test('a partner page may call an unsafe route with the token header and no cookie', async () => {
  const response = await logout({ origin: PARTNER, 'x-csrftoken': 'token-from-auth-me' });
  assert.equal(response.statusCode, 200);
});

test('without the header, or from any other origin, the call is refused as before', async () => {
  assert.equal((await logout({ origin: PARTNER })).statusCode, 403);
  assert.equal((await logout({ origin: 'https://evil.example.net', 'x-csrftoken': 'token-from-auth-me' })).statusCode, 403);
  assert.equal((await logout({ 'x-csrftoken': 'token-from-auth-me' })).statusCode, 403);
});

test('a call from a partner origin that carries one of our sessions must echo that session\'s token', async () => {
  const customer = new TestClient(app, 'cs');
  assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  const forged = await customer.post('/api/new/auth/logout/', undefined, { origin: PARTNER, 'x-csrftoken': 'token-from-auth-me' });
  assert.equal(forged.statusCode, 403);
  assert.equal((await customer.get('/api/new/auth/me/')).json().user?.email, TEST_CUSTOMER.email, 'still logged in');
});

test('a shop without PARTNER_ORIGINS accepts no origin in place of the token', async () => {
  const closed = await buildTestApp({ database });
  try {
    const response = await closed.inject({ method: 'POST', url: '/api/new/auth/logout/', headers: { origin: PARTNER, 'x-csrftoken': 'token-from-auth-me' } });
    assert.equal(response.statusCode, 403);
  } finally {
    await closed.close();
  }
});
