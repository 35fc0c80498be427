import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { coreHealth } from '@shop/shared/contract/core';
import type { Database } from '../db/database';
import { send } from '../test-support/public-request';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { openTestDatabase, TEST_STAFF } from '../test-support/test-database';

/** A port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    config: { redisUrl: `redis://127.0.0.1:${await closedPort()}`, redisTimeoutMs: 200, loginRateLimit: { max: 3, timeWindowMs: 60_000 } },
  });
});
after(async () => {
  await app.close();
  await database.close();
});

test('with Redis down, login still answers, and its rate limit still bites, counted in memory', async () => {
  const client = new TestClient(app, 'cs');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) statuses.push((await client.login(TEST_STAFF.email, 'wrong')).statusCode);
  assert.deepEqual(statuses, [400, 400, 400, 429]);
  const otherClient = await send(app, '/api/new/auth/login/', { email: TEST_STAFF.email, password: TEST_STAFF.password });
  assert.equal(otherClient.statusCode, 200, 'another address is counted on its own');
});

test('health reports each dependency: database ok, Redis down, mail in the outbox; degraded, not failed', async () => {
  const response = await app.inject({ url: coreHealth.path });
  assert.equal(response.statusCode, 200);
  const body = v.parse(coreHealth.response, response.json());
  assert.deepEqual(body.checks, { database: 'ok', redis: 'down', mail: 'outbox' });
  assert.equal(body.status, 'degraded');
});

test('health without REDIS_URL says so, and a mail server that does not answer is reported down', async () => {
  const plain = await buildTestApp({ database, config: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` } });
  try {
    const body = v.parse(coreHealth.response, (await plain.inject({ url: coreHealth.path })).json());
    assert.deepEqual(body.checks, { database: 'ok', redis: 'not_configured', mail: 'down' });
    assert.equal(body.status, 'degraded');
  } finally {
    await plain.close();
  }
});
