import assert from 'node:assert/strict';
import { test } from 'node:test';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';

test('content-hashed names are immutable', () => {
  for (const file of ['/d/412.3f9a1c2b.js', '/d/vendors-react.0123456789abcdef.js', '/d/font-a1b2c3d4.woff2', '/d/main.deadbeef.css']) {
    assert.equal(cacheControlFor(file), IMMUTABLE, file);
  }
});

test('entry files, html and unhashed names are revalidated', () => {
  for (const file of ['/d/remoteEntry.js', '/d/mf-manifest.json', '/d/index.html', '/d/main.js', '/d/embed.js', '/d/logo.svg']) {
    assert.equal(cacheControlFor(file), REVALIDATE, file);
  }
});

test('a precompressed file keeps the policy of the file it encodes', () => {
  assert.equal(cacheControlFor('/d/412.3f9a1c2b.js.br'), IMMUTABLE);
  assert.equal(cacheControlFor('/d/412.3f9a1c2b.js.gz'), IMMUTABLE);
  assert.equal(cacheControlFor('/d/remoteEntry.js.br'), REVALIDATE);
  assert.equal(cacheControlFor('/d/index.html.gz'), REVALIDATE);
});
