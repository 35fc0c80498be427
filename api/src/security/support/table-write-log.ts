import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * Tables a refused request may change by design: the abuse counters count refused calls too,
 * and the login backoff counts wrong passwords. Everything else must stay as it was.
 */
const COUNTING_TABLES = new Set(['abuse_counters', 'login_failures']);

async function rowsOf<T>(database: Database, query: string): Promise<T[]> {
  // PGlite and node-postgres both answer raw queries with `{ rows }`.
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** In a schema of its own, so nothing that lists the shop's tables sees it. One statement each: PGlite runs one per call. */
const SET_UP = [
  'CREATE SCHEMA IF NOT EXISTS test_write_log',
  'CREATE TABLE IF NOT EXISTS test_write_log.written (table_name text PRIMARY KEY)',
  `CREATE OR REPLACE FUNCTION test_write_log.record() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO test_write_log.written VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$`,
];

/** The triggers on every table of the shop's schema but the counting ones, in one statement. */
function triggersOnEveryTable(): string {
  const excluded = [...COUNTING_TABLES].map((name) => `'${name}'`).join(', ');
  return `DO $$
  DECLARE name text;
  BEGIN
    FOR name IN SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN (${excluded}) AND left(table_name, 9) <> '__drizzle'
    LOOP
      EXECUTE format('CREATE OR REPLACE TRIGGER test_write_log AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION test_write_log.record()', name);
      EXECUTE format('CREATE OR REPLACE TRIGGER test_write_log_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION test_write_log.record()', name);
    END LOOP;
  END $$`;
}

/**
 * Records which of the shop's tables are written, by a trigger on each: a row inserted, updated (even to the same
 * values) or deleted, or the table truncated. Row triggers, so a statement that touches no row is no write; a rolled-back
 * write leaves no record either. Answers a function that returns the tables written since its last call (sorted) and
 * forgets them. One query per check, where comparing every table's rows cost 0.1-0.2 s per request on the seeded
 * catalogue and made the route matrices the slowest API tests.
 */
export async function tableWriteLog(database: Database): Promise<() => Promise<string[]>> {
  for (const statement of [...SET_UP, triggersOnEveryTable()]) await database.db.execute(sql.raw(statement));
  const takeWrites = async () => (await rowsOf<{ table_name: string }>(database, 'DELETE FROM test_write_log.written RETURNING table_name')).map((row) => row.table_name).sort();
  await takeWrites();
  return takeWrites;
}
