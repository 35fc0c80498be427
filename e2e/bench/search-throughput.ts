import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
import { repoRoot, startShop, type ShopServer } from '../support/shop-server';

/** What customers type: prefixes, full names, maker + line, a typo (the fuzzy fallback), tablets and watches. */
const TERMS = ['iph', 'iphone 15', 'Galaxy s24', 'xiaomi redmi', 'pixel 9', 'tab s9', 'watch', 'iphnoe 15', 'redmi note 13 pro+', 'moto g', 'sams', 'ipad air'];
const LOAD = { connections: 16, warmupMs: 1_000, durationMs: 5_000 };

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

/** The shop on a database of its own on the PostgreSQL server `serverUrl` names, dropped afterwards; `env` adds to the shop's. */
export async function startShopOnPostgres(serverUrl: string, env: Record<string, string> = {}): Promise<ShopServer> {
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
  const shop = await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn', ...env, DATABASE_URL: url.toString() });
  return {
    ...shop,
    stop: async () => {
      await shop.stop();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const searchUrl = (shopUrl: string, index: number) =>
  `${shopUrl}/api/new/service/smart-search/?term=${encodeURIComponent(TERMS[index % TERMS.length]!)}`;

async function searchFigures(shop: ShopServer): Promise<LoadFigures> {
  const check = await fetch(searchUrl(shop.url, 0));
  const found = ((await check.json()) as { result: unknown[] }).result.length;
  if (!check.ok || found === 0) throw new Error(`smart search does not answer: ${check.status}`);
  return load((index) => searchUrl(shop.url, index), LOAD);
}

/**
 * Smart-search throughput on the full seeded catalogue: the real server as shipped (one
 * process, embedded PGlite; and on PostgreSQL too when DATABASE_URL names a server), against
 * a bare Fastify route in its own process answering the search's own JSON for "iph" from
 * memory, one after the other in the same run with the same client.
 */
export async function benchSearchThroughput() {
  const rows: ({ what: string } & LoadFigures)[] = [];
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-search-'));
  const shop = await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn' });
  try {
    const bodyFile = path.join(workDir, 'search.json');
    await writeFile(bodyFile, await (await fetch(searchUrl(shop.url, 0))).text());
    const bare = await startBareServer(bodyFile);
    try {
      rows.push({ what: 'bare Fastify, same JSON (baseline)', ...(await load(() => `${bare.url}/bare/search/`, LOAD)) });
    } finally {
      await bare.stop();
    }
    rows.push({ what: 'smart search, PGlite', ...(await searchFigures(shop)) });
  } finally {
    await shop.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const onPostgres = await startShopOnPostgres(serverUrl);
    try {
      rows.push({ what: 'smart search, PostgreSQL', ...(await searchFigures(onPostgres)) });
    } finally {
      await onPostgres.stop();
    }
  }
  console.log(`\nSmart search on the seeded catalogue: ${LOAD.connections} keep-alive connections, ${LOAD.durationMs / 1000} s each after ${LOAD.warmupMs / 1000} s warm-up, ${TERMS.length} rotating terms`);
  printLoadTable(rows);
  console.log(`results: ${writeResults('search-throughput', { ...LOAD, terms: TERMS, rows })}`);
}
