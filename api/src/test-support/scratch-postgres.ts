import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** DATABASE_URL of the new, empty database. */
  url: string;
  /** One statement on the database, as a process outside the shop would write it (no purge follows). */
  run(statement: string, values?: unknown[]): Promise<void>;
  drop(): Promise<void>;
}

/**
 * An empty database of its own on the PostgreSQL server `serverUrl` names, for servers started as processes (they
 * migrate and seed it themselves, as in production); dropped with FORCE once they have stopped.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const on = async (connectionString: string, statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(statement, values);
    } finally {
      await client.end();
    }
  };
  const admin = (statement: string) => on(serverUrl, statement);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), run: (statement, values) => on(url.toString(), statement, values), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
