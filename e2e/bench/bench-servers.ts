import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, startShop, type ShopServer } from '../support/shop-server';

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

/** The shop on a database of its own on the PostgreSQL server `serverUrl` names, dropped afterwards. */
export async function startShopOnPostgres(serverUrl: string, env: Record<string, string> = {}): Promise<ShopServer & { databaseUrl: string }> {
  const pg = createRequire(path.join(repoRoot, 'api/package.json'))('pg') as PgModule;
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const shop = await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn', DATABASE_URL: url.toString(), ...env });
  return {
    ...shop,
    databaseUrl: url.toString(),
    stop: async () => {
      await shop.stop();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Each database the benches run on: embedded PGlite always, PostgreSQL when DATABASE_URL names a server. */
export function benchDatabases(): { name: string; start: (env: Record<string, string>) => Promise<ShopServer> }[] {
  const serverUrl = process.env.DATABASE_URL;
  const databases = [{ name: 'PGlite', start: (env: Record<string, string>) => startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn', ...env }) }];
  if (serverUrl) databases.push({ name: 'PostgreSQL', start: (env) => startShopOnPostgres(serverUrl, env) });
  return databases;
}

/** The response cache on (as shipped) and off, to show what it saves. */
export const CACHE_MODES = [
  { name: 'cached', env: {} },
  { name: 'uncached', env: { RESPONSE_CACHE: 'off' } },
] as const;
