import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
import { startShopOnPostgres } from './bench-servers';
import { customerLogin, repoRoot, staffLogin, startShop, type ShopServer } from '../support/shop-server';

/** Products in the Czech market, the one the benchmark's shop runs (the issue's figure); Romania keeps the normal catalogue. */
const PRODUCTS = 100_000;
const LOAD = { connections: 8, warmupMs: 1_000, durationMs: 5_000 };
const SEED_ENV = { CATALOGUE_SEED_PRODUCTS: `CZ:${PRODUCTS}`, STAFF_PASSWORD: staffLogin.password, CUSTOMER_PASSWORD: customerLogin.password };

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

/** A digest of what the seeded database depends on: migrations, schema and seed code, and the size. */
async function seedDigest(): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(SEED_ENV));
  for (const folder of ['api/drizzle', 'api/src/db/schema', 'api/src/db/seed']) {
    const files = (await readdir(path.join(repoRoot, folder), { recursive: true })).map(String).sort();
    for (const file of files) {
      const full = path.join(repoRoot, folder, file);
      if ((await stat(full)).isFile()) hash.update(file).update(await readFile(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A data folder seeded with the big catalogue, copied into `dataDir`. Seeding 100,000 products into PGlite takes
 * minutes, longer than the shop's start-up wait, so it runs once per seed version and is kept in the temp folder;
 * the seconds it took are returned when it ran now.
 */
async function seededDataDir(dataDir: string): Promise<number | null> {
  const cached = path.join(tmpdir(), `shop-bench-catalogue-${await seedDigest()}`);
  const complete = path.join(cached, 'seeded');
  let seedSeconds: number | null = null;
  if (!(await stat(complete).catch(() => null))) {
    await rm(cached, { recursive: true, force: true });
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/db/seed-cli.ts')], {
      cwd: path.join(repoRoot, 'api'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: cached, LOG_LEVEL: 'warn', ...SEED_ENV },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`seeding ${PRODUCTS} products failed (exit ${code})`);
    seedSeconds = (Date.now() - started) / 1000;
    await writeFile(complete, new Date().toISOString());
  }
  await cp(path.join(cached, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return seedSeconds;
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
    { what: `category listing, ${database}, cached`, ...(await load((index) => listingUrl(shop.url, index), LOAD)) },
    { what: `product search, ${database}, cached`, ...(await load((index) => searchUrl(shop.url, index), LOAD)) },
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
  const seedSeconds = await seededDataDir(workDir);
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
    `\nCatalogue on ${PRODUCTS.toLocaleString('en')} Czech products (PGlite seed ${seedSeconds === null ? 'reused' : `${seedSeconds.toFixed(0)} s`}): ${LOAD.connections} keep-alive connections, ` +
      `${LOAD.durationMs / 1000} s each after ${LOAD.warmupMs / 1000} s warm-up, ${LISTINGS.length} rotating listings, ${TERMS.length} rotating terms`,
  );
  printLoadTable(rows);
  // The rotating addresses are few, so after the warm-up the response cache answers them; the uncached
  // figures at this size (about 1 listing a second on PGlite) are in docs/catalogue.md.
  console.log('cached: answered by the server\'s response cache after the first request of each address (RESPONSE_CACHE=off measures the database)');
  console.log(`results: ${writeResults('catalogue-throughput', { ...LOAD, products: PRODUCTS, seedSeconds, listings: LISTINGS, terms: TERMS, rows })}`);
}
