import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { applyCdnCache } from '../http/cdn-cache';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF, openTestDatabase } from '../test-support/test-database';

let database: Database;
let app: FastifyInstance;
/** How often each test route's handler really ran. */
const runs = { menu: 0, config: 0, private: 0, page: 0 };

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    configure: (instance) => {
      instance.get('/api/test/menu/', async (request, reply) => {
        runs.menu += 1;
        applyCdnCache(reply, { maxAge: 300, keys: ['menu', 'hamburger'] });
        return { run: runs.menu, language: request.headers['accept-language'] ?? null };
      });
      instance.get('/api/test/config/', async (_request, reply) => {
        runs.config += 1;
        applyCdnCache(reply, { maxAge: 300, keys: ['config'] });
        return { run: runs.config };
      });
      instance.get('/api/test/private/', async (_request, reply) => {
        runs.private += 1;
        reply.header('Cache-Control', 'private, no-store');
        return { run: runs.private };
      });
      instance.post('/api/test/write/', async () => ({ ok: true }));
      // A page address, cached as a rendered page is (api/src/ssr/serve-page.ts).
      instance.get('/test-page/', async (_request, reply) => {
        runs.page += 1;
        reply.header('Cache-Control', 'public, max-age=0, s-maxage=300').header('Surrogate-Key', 'html').type('text/html; charset=utf-8');
        return `<p>${runs.page}</p>`;
      });
    },
  });
});
beforeEach(() => app.responseCache.purge({ target: { all: true }, soft: false }));
after(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

test('a public answer is served from memory on the next identical request', async () => {
  const first = await get('/api/test/menu/');
  const second = await get('/api/test/menu/');
  assert.equal(first.headers['x-cache'], 'MISS');
  assert.equal(second.headers['x-cache'], 'HIT');
  assert.deepEqual(second.json(), first.json());
  assert.equal(second.headers['surrogate-key'], 'menu hamburger');
  assert.equal(second.headers['cache-control'], 'public, max-age=0, s-maxage=300');
});

test('languages, encodings and query strings are cached apart', async () => {
  const cs = await get('/api/test/menu/', { 'accept-language': 'cs' });
  const ro = await get('/api/test/menu/', { 'accept-language': 'ro' });
  assert.notEqual(ro.json().run, cs.json().run);
  assert.equal((await get('/api/test/menu/', { 'accept-language': 'ro' })).json().run, ro.json().run);
  assert.equal((await get('/api/test/menu/?page=2', { 'accept-language': 'cs' })).headers['x-cache'], 'MISS');
  assert.equal((await get('/api/test/menu/', { 'accept-language': 'cs', 'accept-encoding': 'br' })).headers['x-cache'], 'MISS');
});

test("a page is kept once for every browser language (it is rendered in the market's), apart by encoding and address", async () => {
  const first = await get('/test-page/', { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' });
  assert.equal(first.headers['x-cache'], 'MISS');
  for (const language of ['ro-RO,ro;q=0.9', 'en-US', '', 'cs']) {
    const again = await get('/test-page/', language ? { 'accept-language': language } : {});
    assert.equal(again.headers['x-cache'], 'HIT', `Accept-Language: ${language}`);
    assert.equal(again.body, first.body);
  }
  assert.equal((await get('/test-page/', { 'accept-language': 'ro', 'accept-encoding': 'br' })).headers['x-cache'], 'MISS');
  assert.equal((await get('/test-page/?page=2', { 'accept-language': 'ro' })).headers['x-cache'], 'MISS');
  assert.equal(runs.page, 3);
});

test('answers a CDN may not keep are never cached', async () => {
  const before = runs.private;
  await get('/api/test/private/');
  const again = await get('/api/test/private/');
  assert.equal(runs.private, before + 2);
  assert.notEqual(again.headers['x-cache'], 'HIT');
});

test('a real contract route (the shop configuration) is cached too', async () => {
  await get('/api/new/core/config/');
  assert.equal((await get('/api/new/core/config/')).headers['x-cache'], 'HIT');
});

test('purge by surrogate key drops only the answers carrying it', async () => {
  await get('/api/test/menu/');
  await get('/api/test/config/');
  assert.equal(await app.responseCache.purge({ target: { keys: ['hamburger'] }, soft: false }), 1);
  assert.equal((await get('/api/test/menu/')).headers['x-cache'], 'MISS');
  assert.equal((await get('/api/test/config/')).headers['x-cache'], 'HIT');
});

test('purge by URL and purge of everything', async () => {
  await get('/api/test/menu/');
  await get('/api/test/config/');
  await app.responseCache.purge({ target: { url: '/api/test/config/' }, soft: false });
  assert.equal((await get('/api/test/config/')).headers['x-cache'], 'MISS');
  assert.equal((await get('/api/test/menu/')).headers['x-cache'], 'HIT');
  await app.responseCache.purge({ target: { all: true }, soft: false });
  assert.equal((await get('/api/test/menu/')).headers['x-cache'], 'MISS');
});

test('a soft purge refreshes on the next request', async () => {
  const first = (await get('/api/test/config/')).json().run;
  await app.responseCache.purge({ target: { keys: ['config'] }, soft: true });
  const refreshed = await get('/api/test/config/');
  assert.equal(refreshed.headers['x-cache'], 'MISS');
  assert.equal(refreshed.json().run, first + 1);
  assert.equal((await get('/api/test/config/')).headers['x-cache'], 'HIT');
});

test('a staff write empties the cache, a customer write does not', async () => {
  const customer = new TestClient(app);
  assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  await get('/api/test/config/');
  await customer.post('/api/test/write/');
  assert.equal((await get('/api/test/config/')).headers['x-cache'], 'HIT');

  const staff = new TestClient(app);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  await staff.post('/api/test/write/');
  assert.equal((await get('/api/test/config/')).headers['x-cache'], 'MISS');
});

test('RESPONSE_CACHE=off sends every request to its route', async () => {
  const uncached = await buildTestApp({
    database,
    config: { responseCache: false },
    configure: (instance) =>
      instance.get('/api/test/uncached/', async (_request, reply) => {
        applyCdnCache(reply, { maxAge: 300, keys: ['config'] });
        return { at: process.hrtime.bigint().toString() };
      }),
  });
  try {
    const first = await uncached.inject({ url: '/api/test/uncached/' });
    const second = await uncached.inject({ url: '/api/test/uncached/' });
    assert.notEqual(second.json().at, first.json().at);
    assert.equal(second.headers['x-cache'], undefined);
  } finally {
    await uncached.close();
  }
});

test('two servers on one database share purges: a purge on one empties the other within a second', async () => {
  const other = await buildTestApp({
    database,
    configure: (instance) =>
      instance.get('/api/test/menu/', async (_request, reply) => {
        applyCdnCache(reply, { maxAge: 300, keys: ['menu'] });
        return { server: 'other' };
      }),
  });
  try {
    await other.inject({ url: '/api/test/menu/' });
    assert.equal((await other.inject({ url: '/api/test/menu/' })).headers['x-cache'], 'HIT');
    await app.responseCache.purge({ target: { keys: ['menu'] }, soft: false });
    const deadline = Date.now() + 1000;
    let state: unknown = 'HIT';
    while (state === 'HIT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = (await other.inject({ url: '/api/test/menu/' })).headers['x-cache'];
    }
    assert.equal(state, 'MISS');
  } finally {
    await other.close();
  }
});
