import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preferredEncoding } from './accept-encoding';

test('brotli when the browser offers it, gzip when only that', () => {
  assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(preferredEncoding('gzip, deflate'), 'gzip');
  assert.equal(preferredEncoding('*'), 'br');
});

test('identity when nothing usable is offered or an encoding is refused', () => {
  assert.equal(preferredEncoding(undefined), undefined);
  assert.equal(preferredEncoding(''), undefined);
  assert.equal(preferredEncoding('identity'), undefined);
  assert.equal(preferredEncoding('deflate'), undefined);
  assert.equal(preferredEncoding('br;q=0, gzip;q=0'), undefined);
  assert.equal(preferredEncoding('br;q=0, *'), 'gzip');
});

test('the client weights win over the server preference', () => {
  assert.equal(preferredEncoding('br;q=0.5, gzip;q=1'), 'gzip');
  assert.equal(preferredEncoding('BR;Q=1, GZIP;Q=0.9'), 'br');
});
