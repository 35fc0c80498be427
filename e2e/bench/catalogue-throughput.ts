import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
import { startShopOnPostgres } from './search-throughput';
import { customerLogin, repoRoot, staffLogin, startShop, type ShopServer } from '../support/shop-server';

/** Products per market the benchmark seeds (the figure). */
const PRODUCTS = 100_000;
const LOAD = { connections: 8, warmupMs: 1_000, durationMs: 5_000 };
const SEED_ENV = { CATALOGUE_SEED_PRODUCTS: String(PRODUCTS), STAFF_PASSWORD: staffLogin.password, CUSTOMER_PASSWORD: customerLogin.password };

/** What a customer clicks through: the big phone category with and without filters, pages, orderings, a maker, accessories. */
const LISTINGS = [
  'url_path=/mobilni-telefony/',
  'url_path=/mobilni-telefony/&ordering=price&page=3',
  'url_path=/mobilni-telefony/&condition=used&quality=A&in_stock=true',
  'url_path=/mobilni-telefony/apple/&attribute=storage:256&ordering=-created_at',
  'url_path=/mobilni-telefony/&price_min=5000&price_max=15000&page=2',
  'url_path=/tablety/&ordering=-price',
  'url_path=/prislusenstvi/',
];
/** Prefixes, full names, maker + line, a typo (the fuzzy fallback), diacritics. */
const TERMS = ['iph', 'iphone 15 pro', 'galaxy s24', 'samsng', 'redmi note', 'pixel 9', 'ipad air', 'černá', 'watch', 'pouzdro'];

const listingUrl = (shopUrl: string, index: number) => `${shopUrl}/api/new/catalogue/category-listing/?${LISTINGS[index % LISTINGS.length]}`;
const searchUrl = (shopUrl: string, index: number) => `${shopUrl}/api/new/catalogue/search/?term=${encodeURIComponent(TERMS[index % TERMS.length]!)}`;

/** Seeds a data folder with the big catalogue before the shop starts (the shop's start-up wait is shorter than this seed). */
async function seedDataDir(dataDir: string): Promise<number> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/db/seed-cli.ts')], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...SEED_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${PRODUCTS} products failed (exit ${code})`);
  return (Date.now() - started) / 1000;
}

async function checked(url: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok || !body.includes('"count"')) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return body;
}

async function shopRows(shop: ShopServer, database: string): Promise<({ what: string } & LoadFigures)[]> {
  await checked(listingUrl(shop.url, 0));
  await checked(searchUrl(shop.url, 0));
  return [
    { what: `category listing, ${database}`, ...(await load((index) => listingUrl(shop.url, index), LOAD)) },
    { what: `product search, ${database}`, ...(await load((index) => searchUrl(shop.url, index), LOAD)) },
  ];
}

/**
 * Catalogue listing and search on 100,000 products per market: the real server as shipped
 * (embedded PGlite; PostgreSQL too when DATABASE_URL names a server) against a bare Fastify
 * route answering the listing's own JSON from memory, in the same run with the same client.
 */
export async function benchCatalogueThroughput() {
  const rows: ({ what: string } & LoadFigures)[] = [];
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-catalogue-'));
  const seedSeconds = await seedDataDir(workDir);
  const shop = await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn', DATA_DIR: workDir, ...SEED_ENV });
  try {
    const bodyFile = path.join(workDir, 'listing.json');
    await writeFile(bodyFile, await checked(listingUrl(shop.url, 0)));
    const bare = await startBareServer(bodyFile);
    try {
      rows.push({ what: 'bare Fastify, listing JSON (baseline)', ...(await load(() => `${bare.url}/bare/listing/`, LOAD)) });
    } finally {
      await bare.stop();
    }
    rows.push(...(await shopRows(shop, 'PGlite')));
  } finally {
    await shop.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const onPostgres = await startShopOnPostgres(serverUrl, SEED_ENV);
    try {
      rows.push(...(await shopRows(onPostgres, 'PostgreSQL')));
    } finally {
      await onPostgres.stop();
    }
  }
  console.log(
    `\nCatalogue on ${PRODUCTS.toLocaleString('en')} products per market (PGlite seed ${seedSeconds.toFixed(0)} s): ${LOAD.connections} keep-alive connections, ` +
      `${LOAD.durationMs / 1000} s each after ${LOAD.warmupMs / 1000} s warm-up, ${LISTINGS.length} rotating listings, ${TERMS.length} rotating terms`,
  );
  printLoadTable(rows);
  console.log(`results: ${writeResults('catalogue-throughput', { ...LOAD, products: PRODUCTS, seedSeconds, listings: LISTINGS, terms: TERMS, rows })}`);
}
