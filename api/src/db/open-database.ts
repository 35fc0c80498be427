import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface OpenDatabaseOptions {
  /** postgres://... for a PostgreSQL server; unset for the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder on disk, or `memory://` for a throwaway database. */
  dataDir: string;
  /** PGlite only: start from this dump of another database (`Database.dump`) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  // The service smart search's migration creates these two (PostgreSQL ships them as contrib).
  const client = new PGlite(dataDir, { extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    // In-process: no connection to lose.
    onConnectionError: () => {},
    notify: async (channel, payload) => void (await client.query('SELECT pg_notify($1, $2)', [channel, payload])),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Waits before the LISTEN connection is opened again: up to a few seconds, as a restart takes. */
const RESUBSCRIBE_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];
/** Longer than a connect ever takes to a healthy server; a request then answers 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const errorListeners = new Set<(error: Error) => void>();
  const reportLost = (error: Error) => errorListeners.forEach((listener) => listener(error));
  // A connection the server closes (restart, failover, pg_terminate_backend) emits `error`; without
  // a listener Node ends the process. The pool drops an idle one itself and a checked-out one when it
  // is released (it is no longer queryable); its query has failed already, so the request answers 503.
  pool.on('connect', (client) => client.on('error', reportLost));
  // The pool repeats an idle connection's error here; the connection's own listener has reported it.
  pool.on('error', () => {});
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload, onResubscribed) => listenFor(pool, channel, onPayload, onResubscribed),
    notify: async (channel, payload) => void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload])),
    onConnectionError: (listener) => void errorListeners.add(listener),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). When the
 * server closes it, a new one subscribes again after a short wait, retrying until the server is back.
 */
async function listenFor(pool: pg.Pool, channel: string, onPayload: (payload: string) => void, onResubscribed: (() => void) | undefined): Promise<() => Promise<void>> {
  let current: pg.PoolClient | undefined;
  let closed = false;
  const subscribe = async () => {
    const connection = await pool.connect();
    let lost = false;
    connection.on('error', (error) => {
      if (lost) return;
      lost = true;
      if (current === connection) current = undefined;
      connection.release(error);
      if (!closed) void resubscribe();
    });
    connection.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await connection.query(`LISTEN "${channel}"`);
    } catch (error) {
      if (!lost) {
        lost = true;
        connection.release(error as Error);
      }
      throw error;
    }
    current = connection;
  };
  const resubscribe = async () => {
    for (let attempt = 0; !closed; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, RESUBSCRIBE_DELAYS_MS[Math.min(attempt, RESUBSCRIBE_DELAYS_MS.length - 1)]));
      if (closed) return;
      try {
        await subscribe();
        onResubscribed?.();
        return;
      } catch {
        // The server is still away (the pool's connection listener has logged why): wait and retry.
      }
    }
  };
  await subscribe();
  return async () => {
    closed = true;
    const connection = current;
    current = undefined;
    if (!connection) return;
    await connection.query(`UNLISTEN "${channel}"`);
    connection.release();
  };
}

export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.loadDataDir);
}
