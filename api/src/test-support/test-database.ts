import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { seedDatabase } from '../db/seed/run-seed';

export const TEST_STAFF = { email: 'staff@example.com', password: 'Staff-pass-1!' } as const;
export const TEST_CUSTOMER = { email: 'customer@example.com', password: 'Customer-pass-1!' } as const;

/** A database of its own on the server DATABASE_URL names, dropped again on close. */
async function freshPostgres(serverUrl: string): Promise<Database> {
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // pg's Pool.end() resolves before its sockets are closed; a FORCE drop meanwhile makes the
      // server terminate them, which the pool reports as an uncaught error in a later test.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await dropper.query<{ open: number }>('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]!.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or a new database on the
 * PostgreSQL server when DATABASE_URL is set (the same tests then run against both).
 * Opening one costs seconds; share it within a test file and build apps on it as needed.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshPostgres(serverUrl) : await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db, {
    staffEmail: TEST_STAFF.email,
    staffPassword: TEST_STAFF.password,
    customerEmail: TEST_CUSTOMER.email,
    customerPassword: TEST_CUSTOMER.password,
  });
  return database;
}
