import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { CONTRACT_VERSION } from '@shop/shared/contract/contract-version';
import { createScratchDatabase, type ScratchDatabase } from '@shop/api/src/test-support/scratch-postgres';
import { CookieClient } from '../support/cookie-client';
import { startRedis, type RedisProcess } from '../support/redis-server';
import { customerLogin, staffLogin, startShop, type ShopServer } from '../support/shop-server';

// Two API processes on one PostgreSQL database and one Redis, as behind a reverse proxy without sticky sessions:
// every check sends its requests alternately to both. Needs PostgreSQL: E2E_DATABASE_URL (scripts/test-all.mjs passes
// DATABASE_URL), a server on which a scratch database is created and dropped.
const serverUrl = process.env.E2E_DATABASE_URL;
const ME = '/api/new/auth/me/';
const LOGIN = '/api/new/auth/login/';
const LOGOUT = '/api/new/auth/logout/';
const LOGIN_LIMIT = 6;
let loginsSoFar = 0;

describe('two API servers on one PostgreSQL behave as one shop', () => {
  let database: ScratchDatabase;
  let redis: RedisProcess;
  let servers: ShopServer[] = [];
  const at = (index: number) => servers[index % 2]!.url;
  const login = (client: CookieClient, index: number, body: { email: string; password: string }) => {
    loginsSoFar += 1;
    return client.request(at(index), 'POST', LOGIN, { body });
  };

  before(async () => {
    assert.ok(serverUrl, 'E2E_DATABASE_URL must name a PostgreSQL server (pnpm test passes DATABASE_URL)');
    database = await createScratchDatabase(serverUrl, 'shop_e2e_two');
    redis = await startRedis();
    // One secret for all processes (production requires SECRET_KEY): CSRF tokens are HMACs of the session id.
    const env = { MARKET: 'CZ', DATABASE_URL: database.url, REDIS_URL: redis.url, SECRET_KEY: randomBytes(32).toString('hex'), LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT), STAFF_PASSWORD: staffLogin.password, CUSTOMER_PASSWORD: customerLogin.password };
    // The first migrates and seeds the empty database; the second starts on it as a further process would.
    const first = await startShop(env);
    servers = [first, await startShop(env)];
  });
  after(async () => {
    for (const server of servers) await server.stop();
    await redis?.stop();
    await database?.drop();
  });

  test('a session opened on one server is known to the other, and a logout on either ends it on both', async () => {
    const browser = new CookieClient();
    await browser.request(at(0), 'GET', ME);
    const loggedIn = await login(browser, 1, customerLogin);
    assert.equal(loggedIn.status, 200);
    for (let request = 0; request < 4; request++) {
      assert.equal(((await (await browser.request(at(request), 'GET', ME)).json()) as { user: { email: string } | null }).user?.email, customerLogin.email, `request ${request}`);
    }
    assert.equal((await browser.request(at(0), 'POST', LOGOUT)).status, 200);
    assert.equal(((await (await browser.request(at(1), 'GET', ME)).json()) as { user: unknown }).user, null);
  });

  test("the CSRF token one server issued is accepted by the other, a wrong one by neither", async () => {
    const browser = new CookieClient();
    await browser.request(at(0), 'GET', ME);
    assert.equal((await login(browser, 0, staffLogin)).status, 200);
    const token = browser.cookies.get('csrftoken');
    assert.ok(token);
    for (const index of [0, 1]) {
      const forged = await browser.request(at(index), 'POST', `/api/new/core/remotes/mf-service/rollback/`, { csrf: `${token.slice(0, -2)}xx` });
      assert.equal(forged.status, 403, `server ${index} refuses a wrong token`);
      const missing = await browser.request(at(index), 'POST', `/api/new/core/remotes/mf-service/rollback/`, { csrf: false });
      assert.equal(missing.status, 403, `server ${index} refuses a missing token`);
    }
    // Accepted on the server that did not issue it: the answer is the registry's (nothing to roll back), not a 403.
    const accepted = await browser.request(at(1), 'POST', `/api/new/core/remotes/mf-service/rollback/`);
    assert.equal(accepted.status, 409);
  });

  test('a remote version switched on one server is in /remotes.json of the other at once, and so is the rollback', async () => {
    const staff = new CookieClient();
    await staff.request(at(1), 'GET', ME);
    assert.equal((await login(staff, 1, staffLogin)).status, 200);
    const entry = '/deployed/mf-service/two-servers/mf-manifest.json';
    assert.equal((await staff.request(at(0), 'POST', '/api/new/core/remotes/mf-service/versions/', { body: { version: 'two-servers', entry, contract: CONTRACT_VERSION } })).status, 201);
    assert.equal((await staff.request(at(1), 'POST', '/api/new/core/remotes/mf-service/switch/', { body: { version: 'two-servers' } })).status, 200);
    const remotesAt = async (index: number) => ((await (await fetch(`${at(index)}/remotes.json`)).json()) as Record<string, { entry: string }>)['mf-service']?.entry;
    assert.equal(await remotesAt(0), entry);
    assert.equal(await remotesAt(1), entry);
    assert.equal((await staff.request(at(0), 'POST', '/api/new/core/remotes/mf-service/rollback/')).status, 200);
    assert.notEqual(await remotesAt(1), entry);
  });

  test("a product's purge changes its server-rendered page on both servers", async () => {
    const listing = (await (await fetch(`${at(0)}/api/new/catalogue/category-listing/?url_path=%2Fmobilni-telefony%2F`)).json()) as { results: Array<{ id: number; url: string; price: number }> };
    const product = listing.results[0]!;
    // A page as a browser asks for it (HTML, compressed); its JSON-LD offer carries the price, its <title> the SEO title.
    const page = async (index: number) => {
      const response = await fetch(`${at(index)}${product.url}`, { headers: { accept: 'text/html', 'accept-language': 'cs' } });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('surrogate-key') ?? '', new RegExp(`\\bproduct-${product.id}\\b`));
      return { html: await response.text(), cache: response.headers.get('x-cache') };
    };
    const offerPrice = (html: string) => /"price":(\d+)/.exec(html)?.[1];
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    for (const index of [0, 1]) {
      await page(index);
      const cached = await page(index);
      assert.equal(cached.cache, 'HIT', `server ${index} keeps the page`);
      assert.equal(offerPrice(cached.html), String(product.price));
    }

    const staff = new CookieClient();
    await staff.request(at(0), 'GET', ME);
    assert.equal((await login(staff, 0, staffLogin)).status, 200);
    const purgeProduct = async (index: number) => {
      const purged = await staff.request(at(index), 'POST', '/api/new/core/fastly/purge', { body: { mode: 'key', keys: [`product-${product.id}`] } });
      assert.equal(purged.status, 200, await purged.clone().text());
    };

    // A price changed outside the shop's own routes (as a price import in the database would): the cached pages keep
    // the old one until the purge modal's key purge, sent to one server, drops them on both.
    const newPrice = product.price + 1234;
    await database.run('UPDATE products SET price = $1 WHERE id = $2', [newPrice, product.id]);
    for (const index of [0, 1]) assert.equal(offerPrice((await page(index)).html), String(product.price), `server ${index} before the purge`);
    await purgeProduct(1);
    for (const index of [0, 1]) {
      const fresh = await page(index);
      assert.equal(fresh.cache, 'MISS', `server ${index} renders the page again`);
      assert.equal(offerPrice(fresh.html), String(newPrice), `server ${index} after the purge`);
    }

    // A staff edit of the product's SEO title on one server, its key purged on the other: both show the new title.
    const detail = (await (await staff.request(at(1), 'GET', `/api/new/admin/products/${product.id}/`)).json()) as { version: number };
    const title = `Nový titulek ${randomBytes(3).toString('hex')}`;
    const seo = { title, description: '', long_text: '' };
    const saved = await staff.request(at(0), 'PUT', `/api/new/admin/products/${product.id}/seo/`, { body: { version: detail.version, cs: seo, ro: seo } });
    assert.equal(saved.status, 200, await saved.clone().text());
    await purgeProduct(1);
    for (const index of [0, 1]) assert.match(titleOf((await page(index)).html) ?? '', new RegExp(title), `server ${index} shows the new title`);
  });

  test('the login rate limit counts the attempts made on both servers together', async () => {
    const attacker = new CookieClient();
    await attacker.request(at(0), 'GET', ME);
    // Every login of this file came from 127.0.0.1 and counts while its minute lasts, so at most LOGIN_LIMIT attempts
    // pass, whatever the earlier tests left. Counted per process, each server would have seen about half and let
    // about twice as many through.
    const earlier = loginsSoFar;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMIT && !statuses.includes(429); attempt++) {
      statuses.push((await login(attacker, attempt, { email: `nobody-${attempt}@example.com`, password: 'wrong-password-1' })).status);
    }
    const left = statuses.indexOf(429);
    assert.ok(left >= Math.max(0, LOGIN_LIMIT - earlier) && left <= LOGIN_LIMIT, statuses.join(','));
    assert.equal((await login(attacker, left + 1, staffLogin)).status, 429, 'the other server refuses too');
  });
});
