import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { seedDatabase } from '../db/seed/run-seed';
import { seedFingerprint } from './seed-fingerprint';
import { seedOnce } from './seed-lock';

export const TEST_STAFF = { email: 'staff@example.com', password: 'Staff-pass-1!' } as const;
export const TEST_CUSTOMER = { email: 'customer@example.com', password: 'Customer-pass-1!' } as const;

const TEST_ACCOUNTS = {
  staffEmail: TEST_STAFF.email,
  staffPassword: TEST_STAFF.password,
  customerEmail: TEST_CUSTOMER.email,
  customerPassword: TEST_CUSTOMER.password,
};

const fingerprint = seedFingerprint(Object.values(TEST_ACCOUNTS));

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, TEST_ACCOUNTS);
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated and seeded template database of this fingerprint on the server, built once (under an advisory lock, so
 * parallel test processes wait for one builder) and renamed into place only when complete.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const template = `shop_template_${fingerprint}`;
  return withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return template;
      const building = `${template}_building_${process.pid}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), dataDir: 'memory://' });
      try {
        await migrateAndSeed(database);
      } finally {
        await database.close();
      }
      await waitUntilUnused(admin, building);
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      return template;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

// pg's Pool.end() resolves before its sockets are closed; renaming, copying or dropping meanwhile fails (or, with FORCE,
// makes the server terminate them, which the pool reports as an uncaught error in a later test).
async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ open: number }>('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]!.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A copy of the seeded template as a database of its own on the server DATABASE_URL names, dropped again on close. */
async function freshPostgres(serverUrl: string): Promise<Database> {
  const template = await postgresTemplate(serverUrl);
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(serverUrl, async (admin) => {
        await waitUntilUnused(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

/** The seeded PGlite template of this fingerprint as a tarball in the temporary folder, built by the first caller. */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `shop-test-template-${fingerprint}.tar`);
  await seedOnce(file, async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateAndSeed(database);
      const dump = await database.dump!();
      // Written aside and renamed, so a parallel process never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await database.close();
    }
  });
  return new Blob([await readFile(file)]);
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or a new database on the PostgreSQL server when
 * DATABASE_URL is set (the same tests then run against both). Each is a copy of one seeded template per
 * fingerprint of the migrations and seed code, so only the first test of a run pays for seeding.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshPostgres(serverUrl) : await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  // A no-op on a current template; kept so a test database is never behind the migrations.
  await database.migrate();
  return database;
}
