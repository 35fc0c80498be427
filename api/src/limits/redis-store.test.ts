import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { send } from '../test-support/public-request';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase, TEST_STAFF } from '../test-support/test-database';

// A real Redis (Debian's redis-server), started for this file only, on a free port, without persistence.
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForRedis(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      probe.disconnect();
    }
  }
  throw new Error('redis-server did not start');
}

let redisServer: ChildProcess;
let redisUrl: string;
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;

before(async () => {
  const port = await freePort();
  redisServer = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisServer.on('error', (error) => assert.fail(`redis-server could not start (apt-get install redis-server): ${error.message}`));
  redisUrl = `redis://127.0.0.1:${port}`;
  await waitForRedis(redisUrl);
  database = await openTestDatabase();
  // A generous timeout: when a busy test machine blocks the event loop, the timer can win over Redis's
  // answer and the hit is counted in memory, which is per process.
  const config = { redisUrl, redisTimeoutMs: 10_000, loginRateLimit: { max: 2, timeWindowMs: 60_000 } };
  first = await buildTestApp({ database, config });
  second = await buildTestApp({ database, config });
});
after(async () => {
  await first.close();
  await second.close();
  await database.close();
  redisServer.kill();
});

test('with Redis up, the rate limit is shared by every server process', async () => {
  // Until a process has connected, its hits are counted in its memory (the fallback): wait for both.
  for (const app of [first, second]) {
    while ((await app.inject({ url: '/api/health' })).json().checks.redis !== 'ok') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ip = '10.99.0.1';
  const login = (app: FastifyInstance) => send(app, '/api/new/auth/login/', { email: TEST_STAFF.email, password: 'wrong' }, { ip });
  assert.equal((await login(first)).statusCode, 400);
  assert.equal((await login(second)).statusCode, 400);
  assert.equal((await login(first)).statusCode, 429, 'the third try counts the two before it, made on another process');
});

test('health reports Redis up', async () => {
  assert.deepEqual((await first.inject({ url: '/api/health' })).json().checks, { database: 'ok', redis: 'ok', mail: 'outbox' });
});
