import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The drizzle handle every domain uses; the same API on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations in api/drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel (on PostgreSQL a connection of its own, subscribed again after the server closed
   * it; `onResubscribed` then runs, since what was sent meanwhile is lost); returns the UNLISTEN.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResubscribed?: () => void): Promise<() => Promise<void>>;
  /** NOTIFY every listener of the channel, in this process and in any other on the same database. */
  notify(channel: string, payload: string): Promise<void>;
  /** The whole embedded database as a tarball (PGlite only), to open copies of it with `loadDataDir`. */
  dump?(): Promise<Blob>;
  /** Called with each error of a connection the server closed (PostgreSQL); the pool replaces the connection. */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}
