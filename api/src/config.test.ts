import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig, REPO_ROOT } from './config';

test('defaults need nothing installed: port 8080, CZ, PGlite under <repo>/.data', () => {
  const config = loadConfig({});
  assert.equal(config.port, 8080);
  assert.equal(config.host, '0.0.0.0');
  assert.equal(config.market, 'CZ');
  assert.equal(config.defaultLocale, 'cs');
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.pgliteDir, path.join(REPO_ROOT, '.data', 'pglite'));
  assert.equal(config.staticRoot, REPO_ROOT);
  assert.equal(config.redisUrl, undefined);
  assert.equal(config.cookieSecure, false);
  assert.deepEqual(config.partnerOrigins, []);
  assert.equal(config.staffPassword, undefined);
});

test('reads the environment', () => {
  const config = loadConfig({
    PORT: '9000',
    MARKET: 'ro',
    DATA_DIR: '/tmp/shop-data',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    PARTNER_ORIGINS: 'https://partner.example.com, https://other.example.ro',
    COOKIE_SECURE: 'true',
    REMOTE_URL_MF_BUYOUT: 'https://cdn.example.com/mf-buyout/mf-manifest.json',
    REMOTE_URL_MF_ADMIN_TOOLS: 'http://localhost:3006/mf-manifest.json',
    STAFF_PASSWORD: 'Secret-1!',
  });
  assert.equal(config.port, 9000);
  assert.equal(config.market, 'RO');
  assert.equal(config.defaultLocale, 'ro');
  assert.equal(config.pgliteDir, '/tmp/shop-data/pglite');
  assert.equal(config.databaseUrl, 'postgres://postgres@127.0.0.1:5432/test');
  assert.deepEqual(config.partnerOrigins, ['https://partner.example.com', 'https://other.example.ro']);
  assert.equal(config.cookieSecure, true);
  assert.deepEqual(config.remoteUrlOverrides, {
    'mf-buyout': 'https://cdn.example.com/mf-buyout/mf-manifest.json',
    'mf-admin-tools': 'http://localhost:3006/mf-manifest.json',
  });
  assert.equal(config.staffPassword, 'Secret-1!');
});

test('refuses values it cannot use', () => {
  assert.throws(() => loadConfig({ MARKET: 'SK' }), /MARKET must be CZ or RO/);
  assert.throws(() => loadConfig({ PORT: 'http' }), /PORT/);
  assert.throws(() => loadConfig({ LOGIN_RATE_LIMIT_MAX: '0' }), /LOGIN_RATE_LIMIT_MAX/);
});

test('production refuses to start without SECRET_KEY; elsewhere a random key per process', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /SECRET_KEY/);
  assert.equal(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k' }).secretKey, 'k');
  assert.notEqual(loadConfig({}).secretKey, loadConfig({}).secretKey);
});

test('cookies are Secure by themselves when PUBLIC_URL is https; source maps are not served in production', () => {
  assert.equal(loadConfig({ PUBLIC_URL: 'https://shop.example.cz/' }).cookieSecure, true);
  assert.equal(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).cookieSecure, false);
  assert.equal(loadConfig({}).serveSourceMaps, true);
  assert.equal(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k' }).serveSourceMaps, false);
});

test('the response cache is on unless RESPONSE_CACHE turns it off', () => {
  assert.equal(loadConfig({}).responseCache, true);
  assert.equal(loadConfig({ RESPONSE_CACHE: 'off' }).responseCache, false);
  assert.equal(loadConfig({ RESPONSE_CACHE: '0' }).responseCache, false);
});
