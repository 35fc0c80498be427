import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from './test-app';
import { openTestDatabase } from './test-database';

export interface MarketApps {
  database: Database;
  cz: FastifyInstance;
  ro: FastifyInstance;
}

/**
 * For a test file that checks both markets: one fresh seeded database and a Czech and a
 * Romanian app on it, opened before the file's tests and closed after them. The fields are
 * filled in by `before`, so read them inside tests only.
 */
export function useMarketApps(): MarketApps {
  const apps = {} as MarketApps;
  before(async () => {
    apps.database = await openTestDatabase();
    apps.cz = await buildTestApp({ database: apps.database, config: { market: 'CZ', defaultLocale: 'cs' } });
    apps.ro = await buildTestApp({ database: apps.database, config: { market: 'RO', defaultLocale: 'ro' } });
  });
  after(async () => {
    await apps.cz.close();
    await apps.ro.close();
    await apps.database.close();
  });
  return apps;
}
