import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase, TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { TestClient } from '../test-support/test-client';

const LONG = 'public, max-age=31536000, immutable';

/** A STATIC_ROOT with a built shell, a built mf-buyout and nothing else. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-static-test-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/main.js', 'console.log("shell")');
  write('shell/dist/412.3f9a1c2b7d.js', 'chunk');
  write('shell/dist/preload.json', '["412.3f9a1c2b7d.js","locale-cs.5a6b7c8d9e.js","locale-ro.0f1e2d3c4b.js","vendor.0123456789.js"]');
  write('mf-buyout/dist/remoteEntry.js', 'remote entry');
  write('mf-buyout/dist/mf-manifest.json', '{"name":"mf_buyout"}');
  write('mf-buyout/dist/src_expose.a1b2c3d4e5f6.js', 'exposed');
  // The part of a federation manifest the tree editor's page preloads read (shared/build: mf-manifest.json).
  write(
    'mf-admin-categories/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './CategoryTreeApp', assets: { js: { sync: ['910.11f433939d.js', '__federation_expose_CategoryTreeApp.c768a84b08.js'], async: ['846.acf1807381.js'] } } },
        { path: './ProductCategoriesApp', assets: { js: { sync: ['593.c342630448.js'], async: [] } } },
      ],
    }),
  );
  write('mf-admin-categories/dist/remoteEntry.js', 'remote entry');
  // What shared/build/compress-assets-plugin.cjs writes beside each file.
  for (const file of ['shell/dist/index.html', 'shell/dist/main.js', 'shell/dist/412.3f9a1c2b7d.js', 'mf-buyout/dist/mf-manifest.json']) {
    const content = readFileSync(path.join(root, file));
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content));
  }
  return root;
}

/** The pinned address of the fake mf-admin-categories build: the hash of its manifest and remoteEntry.js. */
function pinnedBaseIn(root: string): string {
  const dir = path.join(root, 'mf-admin-categories/dist');
  const hash = createHash('sha256');
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) hash.update(readFileSync(path.join(dir, file)));
  return `/mf/mf-admin-categories/v-${hash.digest('hex').slice(0, 12)}/`;
}

let database: Database;
let app: FastifyInstance;
let staticRoot: string;

before(async () => {
  database = await openTestDatabase();
  staticRoot = fakeBuild();
  app = await buildTestApp({ database, config: { staticRoot } });
});
after(async () => {
  await app.close();
  await database.close();
});

describe('the shell', () => {
  test('/ serves index.html, revalidated on every visit', async () => {
    const response = await app.inject({ url: '/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>shell<\/title>/);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  test('client-side routes fall back to index.html', async () => {
    for (const url of ['/vykup/', '/vykup/mobilni-telefony/apple/', '/admin/?tab=purge']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /shell/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  test('an address no route knows gets the shell with 404; pages, product and category addresses 200', async () => {
    for (const url of ['/neexistuje/', '/vykup-neco/', '/produkt/a/b/', '/mobilni-telefony/neexistujici-vyrobce/']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /<title>shell<\/title>/, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
    }
    for (const url of ['/', '/prodejny/', '/servis/objednavka/1/x/', '/produkt/apple-iphone-13/', '/mobilni-telefony/', '/hledani/?q=a']) {
      assert.equal((await app.inject({ url })).statusCode, 200, url);
    }
  });

  test('missing assets, API paths and non-GET requests do not fall back', async () => {
    assert.equal((await app.inject({ url: '/missing.js' })).statusCode, 404);
    const api = await app.inject({ url: '/api/new/unknown/' });
    assert.equal(api.statusCode, 404);
    assert.match(String(api.headers['content-type']), /application\/json/);
    assert.equal((await app.inject({ method: 'POST', url: '/vykup/' })).statusCode, 404);
  });

  test('hashed chunks are cached for a year, unhashed entry files revalidated', async () => {
    assert.equal((await app.inject({ url: '/412.3f9a1c2b7d.js' })).headers['cache-control'], LONG);
    assert.equal((await app.inject({ url: '/main.js' })).headers['cache-control'], 'no-cache');
  });
});

describe('precompressed files', () => {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  test('brotli when the browser accepts it, with the original type, length and cache policy', async () => {
    const response = await app.inject({ url: '/412.3f9a1c2b7d.js', headers: BROWSER });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
    assert.deepEqual(response.rawPayload, readFileSync(path.join(staticRoot, 'shell/dist/412.3f9a1c2b7d.js.br')));
    assert.equal(response.headers['cache-control'], LONG);
  });

  test('gzip when only gzip is accepted; the original without Accept-Encoding', async () => {
    const gzip = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.headers['cache-control'], 'no-cache');
    const plain = await app.inject({ url: '/main.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, 'console.log("shell")');
    assert.match(String(plain.headers.vary), /accept-encoding/i);
  });

  test('a file built without compressed siblings is sent as it is', async () => {
    const response = await app.inject({ url: '/mf/mf-buyout/remoteEntry.js', headers: BROWSER });
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body, 'remote entry');
  });

  test('the shell page, at / and as the fallback of client-side routes, is compressed too', async () => {
    for (const url of ['/', '/vykup/apple/']) {
      const response = await app.inject({ url, headers: BROWSER });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['content-encoding'], 'br', url);
      assert.match(String(response.headers['content-type']), /^text\/html/, url);
      assert.match(String(response.headers.vary), /accept-encoding/i, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  test('a remote manifest is negotiated like the rest', async () => {
    const response = await app.inject({ url: '/mf/mf-buyout/mf-manifest.json', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(String(response.headers['content-type']), /application\/json/);
  });
});

test('the shell page announces its first-screen scripts for preloading (of the catalogs the CZ market’s Czech one), other files do not', async () => {
  const expected = '</412.3f9a1c2b7d.js>; rel=preload; as=script, </locale-cs.5a6b7c8d9e.js>; rel=preload; as=script, </vendor.0123456789.js>; rel=preload; as=script';
  for (const url of ['/', '/vykup/apple/']) {
    assert.equal((await app.inject({ url })).headers.link, expected, url);
    assert.equal((await app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers.link, expected, url);
  }
  assert.equal((await app.inject({ url: '/main.js' })).headers.link, undefined);
});

test("the tree editor's page also announces its remote's entry and module chunks, not the manifest nor the async fallbacks (and the tree call for staff), and only that page", async () => {
  const shell = '</412.3f9a1c2b7d.js>; rel=preload; as=script, </locale-cs.5a6b7c8d9e.js>; rel=preload; as=script, </vendor.0123456789.js>; rel=preload; as=script';
  const remoteAt = (base: string) =>
    [
      `<${base}remoteEntry.js>; rel=preload; as=script`,
      `<${base}910.11f433939d.js>; rel=preload; as=script`,
      `<${base}__federation_expose_CategoryTreeApp.c768a84b08.js>; rel=preload; as=script`,
    ].join(', ');
  const remote = remoteAt('/mf/mf-admin-categories/');
  const anonymous = await app.inject({ url: '/admin/kategorie/' });
  assert.equal(anonymous.headers.link, `${shell}, ${remote}`);
  assert.match(String(anonymous.headers.vary), /Cookie/);
  const staff = new TestClient(app);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  // Staff's page names the build at its pinned address (the one its boot data names).
  const pinned = pinnedBaseIn(staticRoot);
  assert.equal((await staff.get('/admin/kategorie/')).headers.link, `${shell}, ${remoteAt(pinned)}, </api/new/categories/tree/>; rel=preload; as=fetch; crossorigin=use-credentials`);
  const customer = new TestClient(app);
  assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  assert.equal((await customer.get('/admin/kategorie/')).headers.link, `${shell}, ${remote}`);
  assert.equal((await app.inject({ url: '/admin/produkty-kategorie/' })).headers.link, shell);
  assert.equal((await app.inject({ url: '/admin/' })).headers.link, shell);
  // Served from elsewhere (a developer's dev server): the shop's own build is not what the page will load.
  const overridden = await buildTestApp({ database, config: { staticRoot, remoteUrlOverrides: { 'mf-admin-categories': 'http://localhost:3010/mf-manifest.json' } } });
  try {
    assert.equal((await overridden.inject({ url: '/admin/kategorie/' })).headers.link, shell);
  } finally {
    await overridden.close();
  }
});

test("the tree editor's page carries the shell's boot data (config, remotes, session) for staff only, kept by no shared cache", async () => {
  const bootOf = (html: string) => {
    const found = /<script id="shop-boot" type="application\/json">(.*?)<\/script>/.exec(html);
    return found ? (JSON.parse(found[1]!) as { config: unknown; remotes: Record<string, unknown>; me: { user: { email: string; role: string } | null; csrf_token: string } }) : null;
  };
  const staff = new TestClient(app);
  const login = await staff.login(TEST_STAFF.email, TEST_STAFF.password);
  const page = await staff.get('/admin/kategorie/', { 'accept-encoding': 'br' });
  assert.equal(page.statusCode, 200);
  assert.equal(page.headers['cache-control'], 'private, no-cache');
  assert.equal(page.headers['content-encoding'], undefined);
  const boot = bootOf(page.body);
  assert.ok(boot, page.body);
  assert.deepEqual(boot.config, (await app.inject({ url: '/api/new/core/config/' })).json());
  // /remotes.json with the tree editor's remote at its pinned address.
  const remotes = (await app.inject({ url: '/remotes.json' })).json() as Record<string, { entry: string }>;
  assert.deepEqual(boot.remotes, { ...remotes, 'mf-admin-categories': { ...remotes['mf-admin-categories'], entry: `${pinnedBaseIn(staticRoot)}mf-manifest.json` } });
  assert.equal(boot.me.user?.email, TEST_STAFF.email);
  assert.equal(boot.me.csrf_token, (login.json() as { csrf_token: string }).csrf_token);
  assert.match(page.body, /<title>shell<\/title>/);

  const customer = new TestClient(app);
  await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
  for (const other of [await customer.get('/admin/kategorie/'), await app.inject({ url: '/admin/kategorie/' }), await staff.get('/admin/')]) {
    assert.equal(bootOf(other.body), null);
    assert.equal(other.headers['cache-control'], 'no-cache');
  }
});

describe('remotes', () => {
  test('a built remote is served under /mf/<name>/ with the cache policy', async () => {
    const entry = await app.inject({ url: '/mf/mf-buyout/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'remote entry');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal((await app.inject({ url: '/mf/mf-buyout/mf-manifest.json' })).headers['cache-control'], 'no-cache');
    const chunk = await app.inject({ url: '/mf/mf-buyout/src_expose.a1b2c3d4e5f6.js' });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], LONG);
  });

  test('a built remote is also served at its pinned address, every file immutable; another version is a 404', async () => {
    const pinned = pinnedBaseIn(staticRoot);
    assert.match(pinned, /^\/mf\/mf-admin-categories\/v-[0-9a-f]{12}\/$/);
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await app.inject({ url: `${pinned}${file}` });
      assert.equal(response.statusCode, 200, file);
      assert.equal(response.body, readFileSync(path.join(staticRoot, 'mf-admin-categories/dist', file), 'utf8'));
      assert.equal(response.headers['cache-control'], LONG, file);
    }
    assert.equal((await app.inject({ url: '/mf/mf-admin-categories/v-000000000000/remoteEntry.js' })).statusCode, 404);
  });

  test('a file missing from a remote is a 404, not the shell page', async () => {
    const response = await app.inject({ url: '/mf/mf-buyout/nope.js' });
    assert.equal(response.statusCode, 404);
    assert.doesNotMatch(response.body, /shell/);
    assert.equal((await app.inject({ url: '/mf/mf-service/remoteEntry.js' })).statusCode, 404);
  });

  test('/remotes.json lists the built remotes only', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    // This fake build has no remote-info.json, so it declares no contract.
    assert.deepEqual(response.json(), {
      'mf-buyout': { entry: '/mf/mf-buyout/mf-manifest.json', contract: null },
      'mf-admin-categories': { entry: '/mf/mf-admin-categories/mf-manifest.json', contract: null },
    });
  });

  test('REMOTE_URL_<NAME> points a remote elsewhere, built here or not', async () => {
    const overridden = await buildTestApp({
      database,
      config: {
        staticRoot,
        remoteUrlOverrides: {
          'mf-buyout': 'https://buyout.example.com/mf-manifest.json',
          'mf-service': 'http://localhost:3002/mf-manifest.json',
        },
      },
    });
    try {
      assert.deepEqual((await overridden.inject({ url: '/remotes.json' })).json(), {
        'mf-buyout': { entry: 'https://buyout.example.com/mf-manifest.json', contract: null },
        'mf-service': { entry: 'http://localhost:3002/mf-manifest.json', contract: null },
        'mf-admin-categories': { entry: '/mf/mf-admin-categories/mf-manifest.json', contract: null },
      });
    } finally {
      await overridden.close();
    }
  });
});

test('with nothing built the shop still starts and the API answers', async () => {
  const bare = await buildTestApp({ database });
  try {
    assert.equal((await bare.inject({ url: '/api/health' })).statusCode, 200);
    assert.deepEqual((await bare.inject({ url: '/remotes.json' })).json(), {});
    assert.equal((await bare.inject({ url: '/' })).statusCode, 404);
  } finally {
    await bare.close();
  }
});
