import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import type { LogStream } from '../http/logging';
import { TEST_CUSTOMER, TEST_STAFF } from './test-database';

function temporaryDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Tests that are not about the abuse limits repeat one sample customer and one body many times
 * (as `freshIp` keeps them clear of the per-IP limits); the tests in src/limits, src/auth and
 * src/mail set the limits they check. A window of 0 keeps no answer for identical submits.
 */
const UNLIMITED: Config['limits'] = {
  mailsPerRecipientPerHour: 1_000_000,
  publicWriteCeilingPerMinute: 1_000_000,
  idempotencyWindowSeconds: 0,
  openBookingsPerCustomer: 1_000_000,
  loginFailuresBeforeBackoff: 1_000_000,
  discountFailuresPerHour: 1_000_000,
};

/**
 * The configuration of a test app: CZ market, silent logs, no abuse limits, a temporary DATA_DIR (outbox)
 * and an empty STATIC_ROOT unless the test builds one.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = temporaryDir('shop-data-');
  return {
    ...loadConfig({ MARKET: 'CZ' }),
    logLevel: 'silent',
    dataDir,
    pgliteDir: 'memory://',
    staticRoot: temporaryDir('shop-static-'),
    remoteDeployDir: path.join(dataDir, 'remotes'),
    staffEmail: TEST_STAFF.email,
    staffPassword: TEST_STAFF.password,
    customerEmail: TEST_CUSTOMER.email,
    customerPassword: TEST_CUSTOMER.password,
    limits: UNLIMITED,
    ...overrides,
  };
}

export interface TestAppOptions {
  database: Database;
  config?: Partial<Config>;
  /** Runs before the app is ready, e.g. to register a route only this test needs. */
  configure?: (app: FastifyInstance) => void;
  /** Receives the log lines (JSON) when the test reads the log; give `config.logLevel` too. */
  logStream?: LogStream;
}

/** An app on a database from openTestDatabase(); close it in an `after` hook (the database separately). */
export async function buildTestApp({ database, config, configure, logStream }: TestAppOptions): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(config), database, ...(logStream ? { logStream } : {}) });
  configure?.(app);
  await app.ready();
  return app;
}
