import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { COMPRESS_JSON_MIN_BYTES } from './compress-json';

const big = { items: Array.from({ length: 200 }, (_, index) => ({ index, name: `Položka ${index}` })) };
const small = { ok: true };

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    configure: (instance) => {
      instance.get('/test/big', async () => big);
      instance.get('/test/small', async () => small);
    },
  });
});
after(async () => {
  await app.close();
  await database.close();
});

test('large JSON goes brotli-compressed to a browser that accepts it, and decodes to the same answer', async () => {
  const response = await app.inject({ url: '/test/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(response.headers['content-encoding'], 'br');
  assert.match(String(response.headers.vary), /Accept-Encoding/);
  const raw = response.rawPayload;
  assert.equal(Number(response.headers['content-length']), raw.length);
  assert.ok(raw.length < JSON.stringify(big).length / 2, `${raw.length} bytes`);
  assert.deepEqual(JSON.parse(brotliDecompressSync(raw).toString('utf8')), big);
});

test('gzip when only gzip is accepted', async () => {
  const response = await app.inject({ url: '/test/big', headers: { 'accept-encoding': 'gzip' } });
  assert.equal(response.headers['content-encoding'], 'gzip');
  assert.deepEqual(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')), big);
});

test('plain JSON without Accept-Encoding, still marked as varying by it', async () => {
  const response = await app.inject({ url: '/test/big' });
  assert.equal(response.headers['content-encoding'], undefined);
  assert.match(String(response.headers.vary), /Accept-Encoding/);
  assert.deepEqual(response.json(), big);
});

test('small answers are sent as they are', async () => {
  assert.ok(JSON.stringify(small).length < COMPRESS_JSON_MIN_BYTES);
  const response = await app.inject({ url: '/test/small', headers: { 'accept-encoding': 'br' } });
  assert.equal(response.headers['content-encoding'], undefined);
  assert.deepEqual(response.json(), small);
});
