import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogueProductDetail } from '@shop/shared/contract/catalogue';
import { corePurge, FASTLY_BATCH_KEYS_MAX } from '@shop/shared/contract/purge';
import { buildPath } from '@shop/shared/contract/route';
import type { Database } from '../db/database';
import { products } from '../db/schema/catalogue';
import { cachePurges } from '../db/schema/purge';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF, openTestDatabase } from '../test-support/test-database';
import { addAdmin } from '../security/support/identities';
import { FastlyStub } from './test-support/fastly-stub';

let database: Database;
/** Fastly not configured: the stand-in records the calls. */
let shop: FastifyInstance;
/** FASTLY_* pointing at the stub. */
let fastlyShop: FastifyInstance;
const stub = new FastlyStub();

before(async () => {
  database = await openTestDatabase();
  await addAdmin(database);
  const apiUrl = await stub.start();
  shop = await buildTestApp({ database });
  fastlyShop = await buildTestApp({
    database,
    config: { publicUrl: 'https://shop.example', fastly: { apiUrl, token: 'fastly-test-token', serviceId: 'SU1Z0isxPaozGVKXdv0eY' } },
  });
});
after(async () => {
  await shop.close();
  await fastlyShop.close();
  await database.close();
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  // One purge for both: the shop's reaches the other server by NOTIFY, while a second one from that server could reach the shop late, in the middle of a test reading its cache.
  await shop.responseCache.purge({ target: { all: true }, soft: false });
});

/** One login per app: logins are rate limited per address. */
const staffClients = new Map<FastifyInstance, TestClient>();

async function staffOf(app: FastifyInstance): Promise<TestClient> {
  const known = staffClients.get(app);
  if (known) return known;
  const client = new TestClient(app, 'cs');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  staffClients.set(app, client);
  return client;
}

const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-1!' };
const adminClients = new Map<FastifyInstance, TestClient>();

/** Purge All is the admin's (AT-X2); the admin account is the one security/support/identities.ts adds. */
async function adminOf(app: FastifyInstance): Promise<TestClient> {
  const known = adminClients.get(app);
  if (known) return known;
  const client = new TestClient(app, 'cs');
  assert.equal((await client.login(ADMIN.email, ADMIN.password)).statusCode, 200);
  adminClients.set(app, client);
  return client;
}

async function someProduct(): Promise<{ id: number; seoName: string; price: number }> {
  const [row] = await database.db
    .select({ id: products.id, seoName: products.seoName, price: products.price })
    .from(products)
    .where(eq(products.market, 'CZ'))
    .orderBy(products.id)
    .limit(1);
  assert.ok(row);
  return row;
}

/**
 * Counts this server's own purges. Whether a cached answer is still there cannot tell: on PostgreSQL
 * another test's purge may reach this server through NOTIFY at any moment.
 */
function countPurges(app: FastifyInstance): { readonly count: number; restore(): void } {
  const original = app.responseCache.purge;
  const counter = { count: 0, restore: () => void (app.responseCache.purge = original) };
  app.responseCache.purge = async (request) => {
    counter.count += 1;
    return original(request);
  };
  return counter;
}

const productUrl = (seoName: string) => buildPath(catalogueProductDetail.path, { seo_name: seoName });

describe('purge through the shop cache', () => {
  test('a changed price stays hidden by the cache until its product key is purged; other answers stay cached', async () => {
    const staff = await staffOf(shop);
    const product = await someProduct();
    const visitor = new TestClient(shop, 'cs');
    assert.equal((await visitor.get(productUrl(product.seoName))).json().price, product.price);
    await visitor.get('/api/new/core/config/');

    const newPrice = product.price + 1111;
    await database.db.update(products).set({ price: newPrice }).where(eq(products.id, product.id));
    try {
      const cached = await visitor.get(productUrl(product.seoName));
      assert.equal(cached.headers['x-cache'], 'HIT');
      assert.equal(cached.json().price, product.price);

      const purge = await staff.post(corePurge.path, { mode: 'key', keys: [`product-${product.id}`] });
      assert.equal(purge.statusCode, 200, purge.body);
      assert.equal(purge.json().local_entries, 1);
      assert.deepEqual(purge.json().cdn, { target: 'stand-in', calls: 1 });

      const fresh = await visitor.get(productUrl(product.seoName));
      assert.equal(fresh.headers['x-cache'], 'MISS');
      assert.equal(fresh.json().price, newPrice);
      assert.equal((await visitor.get('/api/new/core/config/')).headers['x-cache'], 'HIT');
    } finally {
      await database.db.update(products).set({ price: product.price }).where(eq(products.id, product.id));
    }
  });

  test('a purge by URL drops that address in every language; full drops everything', async () => {
    const staff = await staffOf(shop);
    const product = await someProduct();
    const cs = new TestClient(shop, 'cs');
    const ro = new TestClient(shop, 'ro');
    await cs.get(productUrl(product.seoName));
    await ro.get(productUrl(product.seoName));
    await cs.get('/api/new/core/config/');
    const byUrl = await staff.post(corePurge.path, { mode: 'url', url: productUrl(product.seoName) });
    assert.equal(byUrl.statusCode, 200, byUrl.body);
    assert.equal(byUrl.json().local_entries, 2);
    assert.equal((await cs.get('/api/new/core/config/')).headers['x-cache'], 'HIT');
    const full = await (await adminOf(shop)).post(corePurge.path, { mode: 'full' });
    assert.equal(full.statusCode, 200, full.body);
    assert.equal((await cs.get('/api/new/core/config/')).headers['x-cache'], 'MISS');
  });

  test('the default keys (html) drop the catalogue answers a page is built from', async () => {
    const staff = await staffOf(shop);
    const product = await someProduct();
    const visitor = new TestClient(shop, 'cs');
    await visitor.get(productUrl(product.seoName));
    const purge = await staff.post(corePurge.path, { mode: 'key', keys: ['html'] });
    assert.equal(purge.statusCode, 200, purge.body);
    assert.ok(purge.json().local_entries >= 1);
    assert.equal((await visitor.get(productUrl(product.seoName))).headers['x-cache'], 'MISS');
  });

  test('every purge is logged with who asked for it', async () => {
    const staff = await staffOf(shop);
    const response = await staff.post(corePurge.path, { mode: 'key', keys: ['menu', 'config'], soft_purge: true });
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await database.db.select().from(cachePurges).where(eq(cachePurges.userEmail, TEST_STAFF.email)).orderBy(desc(cachePurges.id)).limit(1);
    assert.deepEqual(
      { mode: row?.mode, keys: row?.keys, soft: row?.soft, cdnTarget: row?.cdnTarget, cdnCalls: row?.cdnCalls, cdnError: row?.cdnError },
      { mode: 'key', keys: ['menu', 'config'], soft: true, cdnTarget: 'stand-in', cdnCalls: 1, cdnError: null },
    );
  });
});

describe('who may purge and what is refused', () => {
  test('a visitor gets 401 and a customer 403, and nothing is purged', async () => {
    const purges = countPurges(shop);
    try {
      const visitor = new TestClient(shop, 'cs');
      await visitor.get('/api/new/auth/me/');
      assert.equal((await visitor.post(corePurge.path, { mode: 'full' })).statusCode, 401);
      const customer = new TestClient(shop, 'cs');
      assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
      assert.equal((await customer.post(corePurge.path, { mode: 'full' })).statusCode, 403);
      assert.equal(purges.count, 0);
    } finally {
      purges.restore();
    }
  });

  test('Purge All is for admins: staff get 403 with nothing purged or sent, while their key purge goes through (AT-X2)', async () => {
    const staff = await staffOf(fastlyShop);
    const logged = await database.db.$count(cachePurges);
    const purges = countPurges(fastlyShop);
    try {
      const refusedFull = await staff.post(corePurge.path, { mode: 'full' });
      assert.equal(refusedFull.statusCode, 403, refusedFull.body);
      assert.equal(refusedFull.json().detail, 'Nemáte oprávnění k přístupu na tuto stránku.');
      assert.equal(purges.count, 0);
      assert.equal(stub.calls.length, 0);
      assert.equal(await database.db.$count(cachePurges), logged);
      assert.equal((await staff.post(corePurge.path, { mode: 'key', keys: ['config'] })).statusCode, 200);
      const byAdmin = await (await adminOf(fastlyShop)).post(corePurge.path, { mode: 'full' });
      assert.equal(byAdmin.statusCode, 200, byAdmin.body);
      assert.deepEqual(stub.calls.map((call) => call.path).at(-1), '/service/SU1Z0isxPaozGVKXdv0eY/purge_all');
    } finally {
      purges.restore();
    }
  });

  const refused: [string, unknown, string][] = [
    ['no mode', {}, 'mode'],
    ['an unknown mode', { mode: 'everything' }, 'mode'],
    ['key mode without keys', { mode: 'key', keys: [] }, 'keys'],
    ['a key with a space', { mode: 'key', keys: ['product-1 html'] }, 'keys'],
    ['url mode without a url', { mode: 'url' }, 'url'],
    ['a url that is no link', { mode: 'url', url: 'javascript:alert(1)' }, 'url'],
    ['another site', { mode: 'url', url: 'https://elsewhere.example/produkt/x/' }, 'url'],
    ['a soft purge of everything', { mode: 'full', soft_purge: true }, 'soft_purge'],
    ['soft_purge as text', { mode: 'full', soft_purge: 'yes' }, 'soft_purge'],
  ];
  for (const [name, body, field] of refused) {
    test(`${name}: 400 on ${field}, nothing purged, nothing sent`, async () => {
      // The admin may send every mode, so each refusal here is the body's, not the role's.
      const staff = await adminOf(fastlyShop);
      const logged = await database.db.$count(cachePurges);
      const purges = countPurges(fastlyShop);
      try {
        const response = await staff.post(corePurge.path, body);
        assert.equal(response.statusCode, 400, response.body);
        assert.ok(field in response.json(), response.body);
        assert.equal(purges.count, 0);
      } finally {
        purges.restore();
      }
      assert.equal(await database.db.$count(cachePurges), logged);
      assert.equal(stub.calls.length, 0);
    });
  }
});

describe('forwarding to Fastly', () => {
  const service = '/service/SU1Z0isxPaozGVKXdv0eY';

  test('one key: POST /service/<id>/purge/<key> with the token, soft as Fastly-Soft-Purge', async () => {
    const staff = await staffOf(fastlyShop);
    assert.equal((await staff.post(corePurge.path, { mode: 'key', keys: ['product-12'] })).statusCode, 200);
    assert.equal((await staff.post(corePurge.path, { mode: 'key', keys: ['html'], soft_purge: true })).statusCode, 200);
    assert.deepEqual(
      stub.calls.map((call) => [call.method, call.path, call.headers['fastly-key'], call.headers['fastly-soft-purge'], call.body]),
      [
        ['POST', `${service}/purge/product-12`, 'fastly-test-token', undefined, ''],
        ['POST', `${service}/purge/html`, 'fastly-test-token', '1', ''],
      ],
    );
  });

  test(`more keys than a batch holds go in batches of ${FASTLY_BATCH_KEYS_MAX} as JSON surrogate_keys`, async () => {
    const staff = await staffOf(fastlyShop);
    const keys = Array.from({ length: 300 }, (_, index) => `product-${index + 1}`);
    const response = await staff.post(corePurge.path, { mode: 'key', keys });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().cdn, { target: 'fastly', calls: 2 });
    assert.deepEqual(
      stub.calls.map((call) => [call.path, call.headers['content-type']]),
      [
        [`${service}/purge`, 'application/json'],
        [`${service}/purge`, 'application/json'],
      ],
    );
    assert.deepEqual(
      stub.calls.flatMap((call) => (JSON.parse(call.body) as { surrogate_keys: string[] }).surrogate_keys),
      keys,
    );
    assert.equal((JSON.parse(stub.calls[0]!.body) as { surrogate_keys: string[] }).surrogate_keys.length, FASTLY_BATCH_KEYS_MAX);
  });

  test('a URL purge names the shop host and path; full is purge_all', async () => {
    const staff = await staffOf(fastlyShop);
    assert.equal((await staff.post(corePurge.path, { mode: 'url', url: '/produkt/iphone-15/?barva=modra' })).statusCode, 200);
    assert.equal((await staff.post(corePurge.path, { mode: 'url', url: 'https://shop.example/kategorie/' })).statusCode, 200);
    assert.equal((await (await adminOf(fastlyShop)).post(corePurge.path, { mode: 'full' })).statusCode, 200);
    assert.deepEqual(
      stub.calls.map((call) => call.path),
      ['/purge/shop.example/produkt/iphone-15/?barva=modra', '/purge/shop.example/kategorie/', `${service}/purge_all`],
    );
    assert.ok(stub.calls.every((call) => call.method === 'POST' && call.headers['fastly-key'] === 'fastly-test-token'));
  });

  test("Fastly's error comes back as 502 with its message, and the log keeps it", async () => {
    const staff = await staffOf(fastlyShop);
    stub.answerNext({ status: 401, body: JSON.stringify({ msg: 'Provided credentials are missing or invalid' }) });
    const response = await staff.post(corePurge.path, { mode: 'key', keys: ['product-7'] });
    assert.equal(response.statusCode, 502);
    assert.match(response.json().detail, /Provided credentials are missing or invalid/);
    assert.match(response.json().detail, /401/);
    const [row] = await database.db
      .select()
      .from(cachePurges)
      .where(and(eq(cachePurges.cdnTarget, 'fastly'), eq(cachePurges.mode, 'key')))
      .orderBy(desc(cachePurges.id))
      .limit(1);
    assert.match(String(row?.cdnError), /Provided credentials/);
  });

  test("Fastly's rate limit is a 429 saying when to try again, in the staff member's language", async () => {
    const admin = await adminOf(fastlyShop);
    const reset = Math.floor(Date.now() / 1000) + 120;
    stub.answerNext({ status: 429, headers: { 'fastly-ratelimit-remaining': '0', 'fastly-ratelimit-reset': String(reset) } });
    const response = await admin.request({ method: 'POST', url: corePurge.path, body: { mode: 'full' }, headers: { 'accept-language': 'ro' } });
    assert.equal(response.statusCode, 429);
    const seconds = Number(/(\d+) s/.exec(response.json().detail)?.[1]);
    assert.ok(seconds > 100 && seconds <= 121, response.body);
    assert.match(response.json().detail, /Fastly a limitat/);
  });

  test('a Fastly that does not answer is a 502 naming it; the shop cache is purged anyway', async () => {
    const unreachable = await buildTestApp({
      database,
      config: { fastly: { apiUrl: 'http://127.0.0.1:9', token: 'token', serviceId: 'service' } },
    });
    try {
      const staff = await staffOf(unreachable);
      const visitor = new TestClient(unreachable, 'cs');
      await visitor.get('/api/new/core/config/');
      const response = await staff.post(corePurge.path, { mode: 'key', keys: ['config'] });
      assert.equal(response.statusCode, 502);
      assert.match(response.json().detail, /Fastly/);
      assert.equal((await visitor.get('/api/new/core/config/')).headers['x-cache'], 'MISS');
    } finally {
      await unreachable.close();
    }
  });
});
