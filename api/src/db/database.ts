import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The drizzle handle every domain uses; the same API on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations in api/drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
