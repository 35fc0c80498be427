import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { buildTestApp } from './test-support/test-app';
import { openTestDatabase } from './test-support/test-database';

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

function preflight(target: FastifyInstance, origin: string) {
  return target.inject({
    method: 'OPTIONS',
    url: '/api/new/auth/login/',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-csrftoken' },
  });
}

test('partner origins may call the API with credentials', async () => {
  const response = await preflight(app, PARTNER);
  assert.equal(response.headers['access-control-allow-origin'], PARTNER);
  assert.equal(response.headers['access-control-allow-credentials'], 'true');
  const get = await app.inject({ url: '/api/new/auth/me/', headers: { origin: PARTNER } });
  assert.equal(get.headers['access-control-allow-origin'], PARTNER);
});

test('other origins get no CORS grant', async () => {
  const response = await preflight(app, 'https://evil.example.net');
  assert.equal(response.headers['access-control-allow-origin'], undefined);
});

test('without PARTNER_ORIGINS no origin is granted', async () => {
  const closed = await buildTestApp({ database });
  try {
    assert.equal((await preflight(closed, PARTNER)).headers['access-control-allow-origin'], undefined);
  } finally {
    await closed.close();
  }
});
