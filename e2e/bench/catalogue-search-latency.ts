import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { repoRoot, startShop } from '../support/shop-server';

/** The issue's size: Czech products; Romania keeps the normal catalogue. */
const PRODUCTS = 100_000;
/** One shopper at a time: the figure is a request's own latency, not a queue on the 2-core machine. */
const LOAD = { connections: 1, warmupMs: 2_000, durationMs: 10_000 };
/** Broad terms (a kind, a maker: tens of thousands of matches), narrow ones, "X na Y", a typo, used goods. */
const SEARCH_TERMS = ['mobil', 'iphone 15', 'samsung', 'pouzdro', 'použitý iphone', 'kryt na samsung galaxy s24', 'samsng galaxy', 'iph', 'nabíječka', 'tablety apple', 'watch', 'xiaomi redmi'];
/** What the header box is asked while a word is being typed. */
const SUGGEST_TERMS = ['mo', 'mob', 'mobil', 'ip', 'iph', 'ipho', 'sam', 'sams', 'samsung gal', 'na', 'nab', 'pouz', 'kryt na', 'xia', 'watc', 'tab'];

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const pg = createRequire(path.join(repoRoot, 'api/package.json'))('pg') as PgModule;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The database `name` on the server, seeded with the big catalogue by the shop's seed command when it holds fewer
 * products (minutes), else reused as it is; the shop's start applies any newer migration. Kept for the next run.
 */
async function seededDatabase(serverUrl: string, name: string): Promise<{ url: string; seedSeconds: number | null }> {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if ((await query(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length === 0) await query(serverUrl, `CREATE DATABASE "${name}"`);
  const counted = await query(url.toString(), `SELECT to_regclass('products') IS NOT NULL AS ready`);
  const products = counted[0]?.ready ? Number((await query(url.toString(), `SELECT count(*) AS n FROM products WHERE market = 'CZ'`))[0]!.n) : 0;
  if (products >= PRODUCTS) return { url: url.toString(), seedSeconds: null };
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/db/seed-cli.ts')], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', CATALOGUE_SEED_PRODUCTS: `CZ:${PRODUCTS}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${PRODUCTS} products failed (exit ${code})`);
  // As autovacuum would leave a live shop: statistics for the planner, the visibility map for index-only reads.
  await query(url.toString(), 'VACUUM ANALYZE');
  return { url: url.toString(), seedSeconds: (Date.now() - started) / 1000 };
}

const searchUrl = (shopUrl: string, index: number) => `${shopUrl}/api/new/catalogue/search/?term=${encodeURIComponent(SEARCH_TERMS[index % SEARCH_TERMS.length]!)}`;
const suggestUrl = (shopUrl: string, index: number) =>
  `${shopUrl}/api/new/catalogue/search/suggest/?term=${encodeURIComponent(SUGGEST_TERMS[index % SUGGEST_TERMS.length]!)}`;

/**
 * Catalogue search and the header box's suggestions on 100,000 products on PostgreSQL, without the response cache
 * (every request reaches the database), one request at a time, beside a bare Fastify route in its own process
 * answering the search's own JSON from memory, in the same run with the same client.
 */
export async function benchCatalogueSearchLatency(serverUrl: string): Promise<({ what: string } & LoadFigures)[]> {
  const name = process.env.SEARCH_BENCH_DATABASE ?? 'search_bench';
  const { url, seedSeconds } = await seededDatabase(serverUrl, name);
  const rows: ({ what: string } & LoadFigures)[] = [];
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-catalogue-search-'));
  const shop = await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn', DATABASE_URL: url, RESPONSE_CACHE: 'off' });
  try {
    const first = await fetch(searchUrl(shop.url, 0));
    const body = await first.text();
    if (!first.ok || !body.includes('"count"')) throw new Error(`catalogue search answered ${first.status}: ${body.slice(0, 200)}`);
    const bodyFile = path.join(workDir, 'search.json');
    await writeFile(bodyFile, body);
    const bare = await startBareServer(bodyFile);
    try {
      rows.push({ what: 'bare Fastify, search JSON (baseline)', ...(await load(() => `${bare.url}/bare/search/`, LOAD)) });
    } finally {
      await bare.stop();
    }
    rows.push({ what: 'catalogue search, PostgreSQL, uncached', ...(await load((index) => searchUrl(shop.url, index), LOAD)) });
    rows.push({ what: 'search suggest, PostgreSQL, uncached', ...(await load((index) => suggestUrl(shop.url, index), LOAD)) });
  } finally {
    await shop.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  console.log(
    `\nCatalogue search on ${PRODUCTS.toLocaleString('en')} Czech products, database "${name}" (seed ${seedSeconds === null ? 'reused' : `${seedSeconds.toFixed(0)} s`}), ` +
      `response cache off, ${LOAD.connections} connection, ${LOAD.durationMs / 1000} s each after ${LOAD.warmupMs / 1000} s warm-up, ` +
      `${SEARCH_TERMS.length} rotating search terms, ${SUGGEST_TERMS.length} rotating suggest terms`,
  );
  printLoadTable(rows);
  return rows;
}
