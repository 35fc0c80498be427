import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

/** A STATIC_ROOT with a shell and a remote, each with its source map beside the bundle. */
function buildWithSourceMaps(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-static-maps-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/main.1a2b3c4d.js', 'console.log("shell")\n//# sourceMappingURL=main.1a2b3c4d.js.map');
  write('shell/dist/main.1a2b3c4d.js.map', '{"version":3,"sources":["webpack://shell/src/secret-logic.ts"]}');
  write('mf-buyout/dist/remoteEntry.js', 'remote entry');
  write('mf-buyout/dist/remoteEntry.js.map', '{"version":3}');
  return root;
}

let database: Database;
let production: FastifyInstance;
let development: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  const staticRoot = buildWithSourceMaps();
  production = await buildTestApp({
    database,
    config: { staticRoot, serveSourceMaps: false, remoteUrlOverrides: { 'mf-service': 'https://cdn.example.com/mf-service/mf-manifest.json' } },
  });
  development = await buildTestApp({ database, config: { staticRoot, serveSourceMaps: true } });
});
after(async () => {
  await production.close();
  await development.close();
  await database.close();
});

describe('headers on every answer', () => {
  test('API answers, static files and errors say nosniff and a Referrer-Policy that keeps paths (tokens) on the shop', async () => {
    for (const url of ['/api/new/core/config/', '/shell-missing.js', '/main.1a2b3c4d.js', '/api/new/auth/me/']) {
      const response = await production.inject({ url });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
    }
  });

  test('HSTS only when the public address is https', async () => {
    const https = await buildTestApp({ database, config: { publicUrl: 'https://shop.example.cz' } });
    try {
      for (const url of ['/api/new/core/config/', '/']) assert.equal((await https.inject({ url })).headers['strict-transport-security'], 'max-age=31536000', url);
    } finally {
      await https.close();
    }
    assert.equal((await production.inject({ url: '/api/new/core/config/' })).headers['strict-transport-security'], undefined);
  });
});

describe('the shop pages', () => {
  test('carry a CSP for their own scripts, remotes hosted elsewhere and runtime styles, and may not be framed', async () => {
    for (const url of ['/', '/vykup/', '/admin/']) {
      const response = await production.inject({ url });
      assert.equal(response.statusCode, 200, url);
      const csp = String(response.headers['content-security-policy']);
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com(;|$)/, 'no inline scripts, no eval');
      assert.match(csp, /style-src 'self' https:\/\/cdn\.example\.com 'unsafe-inline'/, 'styled-components inject <style> tags');
      assert.match(csp, /connect-src 'self' https:\/\/cdn\.example\.com/);
      assert.match(csp, /connect-src [^;]* https:\/\/google\.com\/pay https:\/\/pay\.google\.com(;|$)/, "the checkout's Google Pay check fetches Google's payment method manifest");
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /object-src 'none'/);
      assert.equal(response.headers['x-frame-options'], 'DENY');
    }
  });

  test('JSON and scripts get no page CSP: the embed runs under the partner page\'s own policy', async () => {
    const script = await production.inject({ url: '/mf/mf-buyout/remoteEntry.js' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.headers['content-security-policy'], undefined);
    assert.equal((await production.inject({ url: '/api/new/core/config/' })).headers['x-frame-options'], undefined);
  });
});

describe('source maps', () => {
  test('are not served in production, while the bundles are', async () => {
    assert.equal((await production.inject({ url: '/main.1a2b3c4d.js' })).statusCode, 200);
    for (const url of ['/main.1a2b3c4d.js.map', '/mf/mf-buyout/remoteEntry.js.map', '/main.1a2b3c4d.js.map?x=1']) {
      const response = await production.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /secret-logic/);
    }
  });

  test('are served to a development server', async () => {
    const response = await development.inject({ url: '/main.1a2b3c4d.js.map' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /secret-logic/);
  });
});

describe('slow clients', () => {
  test('the server cuts off trickled headers and bodies and idle kept-alive connections', async () => {
    const limited = await buildTestApp({ database, config: { timeouts: { requestMs: 7_000, headersMs: 3_000, keepAliveMs: 2_000 } } });
    try {
      assert.equal(limited.server.requestTimeout, 7_000);
      assert.equal(limited.server.headersTimeout, 3_000);
      assert.equal(limited.server.keepAliveTimeout, 2_000);
      assert.equal(limited.initialConfig.connectionTimeout, 7_000);
    } finally {
      await limited.close();
    }
  });

  test('a body trickled slower than the request timeout is cut off within a second of it', async () => {
    const limited = await buildTestApp({ database, config: { timeouts: { requestMs: 2_000, headersMs: 2_000, keepAliveMs: 2_000 } } });
    try {
      const address = await limited.listen({ port: 0, host: '127.0.0.1' });
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.on('error', () => {});
      const started = Date.now();
      socket.write('POST /api/new/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"email":"');
      const trickle = setInterval(() => socket.write('a'), 200);
      await new Promise((resolve) => socket.once('close', resolve));
      clearInterval(trickle);
      const lived = Date.now() - started;
      assert.ok(lived >= 1_900 && lived < 3_500, `cut off after ${lived} ms`);
    } finally {
      await limited.close();
    }
  });
});
