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

/**
 * One SQL statement reading every table's row count and the sum of its rows' `xmin` (the id of
 * the transaction that wrote each row version), so a row added, removed or changed by a request
 * shows as a difference without hashing every row's text. Built once per database.
 */
export async function fingerprinter(database: Database): Promise<() => Promise<Record<string, string>>> {
  const tables = (await rowsOf<{ name: string }>(database, "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1"))
    .map((row) => row.name)
    .filter((name) => !COUNTING_TABLES.has(name) && !name.startsWith('__drizzle'));
  const columns = tables.map((name) => `(SELECT count(*)::text || ':' || coalesce(sum(t.xmin::text::bigint), 0)::text FROM "${name}" t) AS "${name}"`);
  const query = `SELECT ${columns.join(', ')}`;
  return async () => (await rowsOf<Record<string, string>>(database, query))[0]!;
}

/** The tables whose fingerprint differs, for a failure message. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}
