import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startBareServer } from './bare-server';
import { startShopOnPostgres } from './bench-servers';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
import { CookieClient } from '../support/cookie-client';
import { repoRoot, staffLogin, startShop, type ShopServer } from '../support/shop-server';

/** Issue #9: the staff order grid on this many Czech orders (each with one package). */
const ORDERS = 100_000;
const LOAD = { connections: 8, warmupMs: 1_000, durationMs: 5_000 };
const SEED_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-orders-cli.ts');

/** What staff ask the grid for: the default page, each ordering, each filter alone and combined, each kind of search. */
const GRIDS = [
  { what: 'newest first (default)', query: '' },
  { what: 'oldest first', query: 'ordering=created_at' },
  { what: 'by total, page 50', query: 'ordering=-total&page=50' },
  { what: 'by total ascending', query: 'ordering=total' },
  { what: 'state', query: 'status=packed' },
  { what: 'payment', query: 'payment_status=not_paid' },
  { what: 'state + payment', query: 'status=delivered&payment_status=not_paid' },
  { what: 'state + payment (no match)', query: 'status=processing&payment_status=paid' },
  { what: 'delivery state', query: 'delivery_status=picking' },
  { what: 'delivery state + state', query: 'delivery_status=packed&status=new' },
  { what: '7 days, oldest first', query: 'window=7&ordering=created_at' },
  { what: '90 days + payment', query: 'window=90&payment_status=paid' },
  { what: 'search e-mail part', query: 'search=bench4242' },
  { what: 'search name', query: 'search=z%C3%A1kazn%C3%ADk4242' },
  { what: 'search first name (broad)', query: 'search=lucie' },
  { what: 'search phone', query: 'search=%2B420%20600%20042%20424' },
  { what: 'search order number', query: 'search=B000042424' },
];

const gridUrl = (shopUrl: string, query: string) => `${shopUrl}/api/new/orders/staff/orders/?${query}`;
/** The count of a grid's filter set (the grid asks it beside the first page, not with each page or ordering). */
const countUrl = (shopUrl: string, query: string) =>
  `${shopUrl}/api/new/orders/staff/order-count/?${new URLSearchParams([...new URLSearchParams(query)].filter(([name]) => !['page', 'page_size', 'ordering'].includes(name)))}`;

/** A staff session on the shop: the cookie header its grid calls carry. */
async function staffCookie(shopUrl: string): Promise<string> {
  const client = new CookieClient();
  await client.request(shopUrl, 'GET', '/api/new/auth/me/');
  const login = await client.request(shopUrl, 'POST', '/api/new/auth/login/', { body: { email: staffLogin.email, password: staffLogin.password } });
  if (login.status !== 200) throw new Error(`staff login: ${login.status} ${await login.text()}`);
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function checked(url: string, cookie: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'application/json', cookie } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return body;
}

async function checkedCount(shopUrl: string, cookie: string): Promise<void> {
  const { count } = JSON.parse(await checked(countUrl(shopUrl, ''), cookie)) as { count: number };
  // The grid counts up to its cap (ORDER_GRID_COUNT_CAP, 10,000) and says the cap beyond it.
  if (count < Math.min(ORDERS, 10_000)) throw new Error(`the grid counts ${count} orders, not the ${ORDERS} seeded`);
}

/** Each grid query's page, then its count: a new filter set asks both at once, another page or ordering the page alone. */
async function gridRows(shop: ShopServer, database: string): Promise<({ what: string } & LoadFigures)[]> {
  const cookie = await staffCookie(shop.url);
  await checkedCount(shop.url, cookie);
  const rows: ({ what: string } & LoadFigures)[] = [];
  for (const grid of GRIDS) {
    for (const [part, url] of [
      ['page', gridUrl(shop.url, grid.query)],
      ['count', countUrl(shop.url, grid.query)],
    ] as const) {
      await checked(url, cookie);
      rows.push({ what: `${database}: ${grid.what}, ${part}`, ...(await load(() => url, { ...LOAD, headers: { cookie } })) });
    }
  }
  return rows;
}

/** Seconds the seed script took on the database the environment names. */
async function seedOrders(env: Record<string, string>): Promise<number> {
  const started = Date.now();
  await promisify(execFile)(process.execPath, ['--import', 'tsx', SEED_SCRIPT, String(ORDERS)], { cwd: path.join(repoRoot, 'api'), env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
  return (Date.now() - started) / 1000;
}

/** The grid's indexes (the baseline migration, 0005_order_grid_filter_indexes and 0007_order_grid_search_document_and_card_refunds), dropped on PostgreSQL for the "before" rows. */
const GRID_INDEXES = [
  'shop_orders_market_created_idx',
  'shop_orders_market_total_idx',
  'shop_orders_market_status_created_idx',
  'shop_orders_market_payment_created_idx',
  'order_packages_order_idx',
  'order_packages_status_order_idx',
  'shop_orders_search_document_trgm_idx',
];

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}

async function dropGridIndexes(databaseUrl: string): Promise<void> {
  const pg = createRequire(path.join(repoRoot, 'api/package.json'))('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const name of GRID_INDEXES) await client.query(`DROP INDEX "${name}"`);
  await client.query('ANALYZE shop_orders');
  await client.query('ANALYZE order_packages');
  await client.end();
}

function report(rows: readonly ({ what: string } & LoadFigures)[], seedSeconds: Record<string, number>): void {
  console.log(
    `\nStaff order grid on ${ORDERS.toLocaleString('en')} Czech orders (seed: ${Object.entries(seedSeconds).map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(', ')}): ` +
      `${LOAD.connections} keep-alive connections with a staff session, ${LOAD.durationMs / 1000} s per row after ${LOAD.warmupMs / 1000} s warm-up`,
  );
  printLoadTable(rows);
  console.log(`results: ${writeResults('order-grid', { ...LOAD, orders: ORDERS, seedSeconds, grids: GRIDS, rows })}`);
}

/**
 * The staff order grid (GET /api/new/orders/staff/orders/) on 100,000 seeded orders, with a staff session, against
 * a bare Fastify route answering the grid's own JSON from memory, in the same run with the same client. PostgreSQL
 * when DATABASE_URL names a server (with the grid's indexes, then without them: the figures they buy), else
 * embedded PGlite. The table is printed after each database, so a slow machine still shows what was measured.
 */
export async function benchOrderGrid() {
  const rows: ({ what: string } & LoadFigures)[] = [];
  const seedSeconds: Record<string, number> = {};
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-order-grid-'));
  try {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const onPostgres = await startShopOnPostgres(serverUrl);
      try {
        seedSeconds.PostgreSQL = await seedOrders({ DATABASE_URL: onPostgres.databaseUrl });
        await baseline(onPostgres, workDir, rows);
        rows.push(...(await gridRows(onPostgres, 'PostgreSQL')));
        // BENCH_GRID_INDEXES=only skips the second half (half the run's time) when comparing code, not indexes.
        if (process.env.BENCH_GRID_INDEXES !== 'only') {
          await dropGridIndexes(onPostgres.databaseUrl);
          rows.push(...(await gridRows(onPostgres, 'PG, no grid indexes')));
        }
      } finally {
        await onPostgres.stop();
      }
      report(rows, seedSeconds);
    }
    // The embedded database only where there is no server: on a loaded 2-core machine a PGlite shop holding 100,000
    // orders answered the grid's count and search in seconds and dropped connections under the load generator, so
    // beside PostgreSQL its figure says nothing about production (docs/order-desk.md).
    if (serverUrl) return;
    // PGlite has one user at a time: the orders go in before the server opens it (the seed script on the copied folder).
    const started = Date.now();
    try {
      const shop = await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn' }, { cliBeforeStart: [[SEED_SCRIPT, String(ORDERS)]] });
      seedSeconds['PGlite (seed + start)'] = (Date.now() - started) / 1000;
      try {
        if (rows.length === 0) await baseline(shop, workDir, rows);
        rows.push(...(await gridRows(shop, 'PGlite')));
      } finally {
        await shop.stop();
      }
    } catch (error) {
      // A figure, not a test: an embedded database that cannot serve the load is what this table then says.
      console.log(`PGlite: no figure (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    }
    report(rows, seedSeconds);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The bare route answering this shop's first grid page, measured first: the table's baseline row. */
async function baseline(shop: ShopServer, workDir: string, rows: ({ what: string } & LoadFigures)[]): Promise<void> {
  const bodyFile = path.join(workDir, 'grid.json');
  await writeFile(bodyFile, await checked(gridUrl(shop.url, ''), await staffCookie(shop.url)));
  const bare = await startBareServer(bodyFile);
  try {
    rows.push({ what: 'bare Fastify, grid JSON (baseline)', ...(await load(() => `${bare.url}/bare/listing/`, LOAD)) });
  } finally {
    await bare.stop();
  }
}
