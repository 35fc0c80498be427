import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './appraisal-throughput';
import { writeResults } from './results-file';
import { repoRoot, startShop, type ShopServer } from '../support/shop-server';

/** What customers type: prefixes, full names, maker + line, a typo (the fuzzy fallback), tablets and watches. */
const TERMS = ['iph', 'iphone 15', 'Galaxy s24', 'xiaomi redmi', 'pixel 9', 'tab s9', 'watch', 'iphnoe 15', 'redmi note 13 pro+', 'moto g', 'sams', 'ipad air'];
const CONNECTIONS = 16;
const WARMUP_MS = 1_000;
const DURATION_MS = 5_000;

interface LoadFigures {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** CONNECTIONS keep-alive clients requesting back to back for DURATION_MS after a warm-up; latency of each request. */
async function load(urlOf: (index: number) => string): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
    });
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const run = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      const status = await get(urlOf(counter++));
      if (!record) continue;
      if (status !== 200) errors++;
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  const warmEnd = Date.now() + WARMUP_MS;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(warmEnd, false)));
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(started + DURATION_MS, true)));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
  };
}

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

/** The shop on a database of its own on the PostgreSQL server `serverUrl` names, dropped afterwards. */
async function startShopOnPostgres(serverUrl: string): Promise<ShopServer> {
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
  const shop = await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn', DATABASE_URL: url.toString() });
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
  return load((index) => searchUrl(shop.url, index));
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
      rows.push({ what: 'bare Fastify, same JSON (baseline)', ...(await load(() => `${bare.url}/bare/search/`)) });
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
  const baseline = rows[0]!;
  console.log(`\nSmart search on the seeded catalogue: ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s each after ${WARMUP_MS / 1000} s warm-up, ${TERMS.length} rotating terms`);
  console.log(`${'what'.padEnd(36)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s vs base'.padStart(15)}`);
  for (const row of rows) {
    console.log(
      `${row.what.padEnd(36)}${String(row.requests).padStart(10)}${String(row.errors).padStart(8)}${row.requestsPerSecond.toFixed(0).padStart(10)}${row.p50Ms.toFixed(2).padStart(9)}${row.p95Ms.toFixed(2).padStart(9)}${row.p99Ms.toFixed(2).padStart(9)}${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3).padStart(15)}`,
    );
  }
  console.log(`results: ${writeResults('search-throughput', { connections: CONNECTIONS, durationMs: DURATION_MS, terms: TERMS, rows })}`);
}
