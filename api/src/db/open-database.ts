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
    notify: async (channel, payload) => void (await client.query('SELECT pg_notify($1, $2)', [channel, payload])),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onPayload) => {
      // A pooled connection would be handed to queries and lose the LISTEN: this one stays ours.
      const connection = await pool.connect();
      connection.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await connection.query(`LISTEN "${channel}"`);
      return async () => {
        await connection.query(`UNLISTEN "${channel}"`);
        connection.release();
      };
    },
    notify: async (channel, payload) => void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload])),
    close: () => pool.end(),
  };
}

export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.loadDataDir);
}
