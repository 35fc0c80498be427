import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
import { CACHE_MODES, benchDatabases } from './bench-servers';
import { benchCatalogueSearchLatency } from './catalogue-search-latency';
import { startShop, type ShopServer } from '../support/shop-server';

/** What customers type: prefixes, full names, maker + line, a typo (the fuzzy fallback), tablets and watches. */
const TERMS = ['iph', 'iphone 15', 'Galaxy s24', 'xiaomi redmi', 'pixel 9', 'tab s9', 'watch', 'iphnoe 15', 'redmi note 13 pro+', 'moto g', 'sams', 'ipad air'];
const LOAD = { connections: 16, warmupMs: 1_000, durationMs: 5_000 };

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
 * process, with its response cache and without), on embedded PGlite and on PostgreSQL when
 * DATABASE_URL names a server, against a bare Fastify route in its own process answering the
 * search's own JSON for "iph" from memory, one after the other in the same run with the same client.
 * Then the catalogue search and its suggestions on 100,000 products (catalogue-search-latency.ts).
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
  } finally {
    await shop.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  for (const database of benchDatabases()) {
    for (const mode of CACHE_MODES) {
      const server = await database.start(mode.env);
      try {
        rows.push({ what: `smart search, ${database.name}, ${mode.name}`, ...(await searchFigures(server)) });
      } finally {
        await server.stop();
      }
    }
  }
  console.log(`\nSmart search on the seeded catalogue: ${LOAD.connections} keep-alive connections, ${LOAD.durationMs / 1000} s each after ${LOAD.warmupMs / 1000} s warm-up, ${TERMS.length} rotating terms`);
  printLoadTable(rows);
  // The catalogue search's figures need the 100,000 products, seeded once into a PostgreSQL database.
  const catalogue = process.env.DATABASE_URL ? await benchCatalogueSearchLatency(process.env.DATABASE_URL) : [];
  if (!process.env.DATABASE_URL) console.log('\nCatalogue search on 100,000 products: set DATABASE_URL to a PostgreSQL server to measure it');
  console.log(`results: ${writeResults('search-throughput', { ...LOAD, terms: TERMS, rows, catalogue })}`);
}
