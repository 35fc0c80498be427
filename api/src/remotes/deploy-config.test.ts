import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../config';
import { pageContentSecurityPolicy } from '../static/security-headers';

test('deployed versions live under DATA_DIR/remotes unless REMOTE_DEPLOY_DIR says otherwise', () => {
  assert.equal(loadConfig({ DATA_DIR: '/srv/shop' }).remoteDeployDir, path.resolve('/srv/shop/remotes'));
  assert.equal(loadConfig({ DATA_DIR: '/srv/shop', REMOTE_DEPLOY_DIR: '/mnt/bucket' }).remoteDeployDir, path.resolve('/mnt/bucket'));
  assert.equal(loadConfig({}).remoteDeployBaseUrl, undefined);
});

test("a CDN serving the deployed versions joins the pages' script sources, and only its origin", () => {
  const config = loadConfig({ REMOTE_DEPLOY_BASE_URL: 'https://cdn.example.com/shop/remotes/' });
  assert.equal(config.remoteDeployBaseUrl, 'https://cdn.example.com/shop/remotes');
  assert.match(pageContentSecurityPolicy(config), /script-src 'self' https:\/\/cdn\.example\.com;/);
  assert.match(pageContentSecurityPolicy(loadConfig({})), /script-src 'self';/);
});
