import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { coreConfig, coreHealth } from '@shop/shared/contract/core';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: { market: 'RO', defaultLocale: 'ro' } });
});
after(async () => {
  await app.close();
  await database.close();
});

test('health answers ok after asking the database, and names its kind', async () => {
  const response = await app.inject({ url: coreHealth.path });
  assert.equal(response.statusCode, 200);
  const body = v.parse(coreHealth.response, response.json());
  assert.equal(body.database, process.env.DATABASE_URL ? 'postgres' : 'pglite');
  assert.equal(response.headers['cache-control'], 'no-store');
});

test('config tells the widgets the market, its language and currency', async () => {
  const response = await app.inject({ url: coreConfig.path });
  assert.deepEqual(v.parse(coreConfig.response, response.json()), { market: 'RO', default_locale: 'ro', currency: 'RON' });
});
