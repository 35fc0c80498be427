import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

// The server reads NODE_ENV and the gateway's variables from the environment, as in production.
const PRODUCTION = { NODE_ENV: 'production', PAYMENT_GATEWAY_SECRET: 'production-gateway-secret' };

let database: Database;
before(async () => {
  database = await openTestDatabase();
});
after(async () => {
  await database.close();
});

async function withEnvironment<T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

test('a production server refuses to start with the test gateway unless TEST_GATEWAY_IN_PRODUCTION=true', async () => {
  await withEnvironment(PRODUCTION, () => assert.rejects(buildTestApp({ database }), /TEST_GATEWAY_IN_PRODUCTION=true/));
  await withEnvironment({ ...PRODUCTION, TEST_GATEWAY_IN_PRODUCTION: 'yes' }, () => assert.rejects(buildTestApp({ database }), /TEST_GATEWAY_IN_PRODUCTION/));
  const staging = await withEnvironment({ ...PRODUCTION, TEST_GATEWAY_IN_PRODUCTION: 'true' }, () => buildTestApp({ database }));
  try {
    assert.equal((await staging.inject({ url: '/api/new/core/config/' })).statusCode, 200);
  } finally {
    await staging.close();
  }
});
