import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
import { staffLogin, startShop, type ShopServer } from '../support/shop-server';

const LOAD = { connections: 8, warmupMs: 1_000, durationMs: 5_000 };
const PURGES = 30;

/** Cookies of a logged-in staff member and the CSRF token the purge needs, as the browser would hold them. */
async function staffSession(shop: ShopServer): Promise<{ cookie: string; csrf: string }> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value ?? '');
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${shop.url}/api/new/auth/me/`));
  const csrf = () => cookies.get('csrftoken') ?? '';
  const login = await fetch(`${shop.url}/api/new/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header(), 'x-csrftoken': csrf() },
    body: JSON.stringify(staffLogin),
  });
  if (!login.ok) throw new Error(`staff login failed: ${login.status}`);
  keep(login);
  return { cookie: header(), csrf: csrf() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The response cache against the bare Fastify route answering the same product JSON (the issue's
 * goal: a cached public GET at least 0.8 of it), before and after a purge of the product's key;
 * and what a purge costs: the purge call itself and the first (refilling) request after it.
 */
export async function benchPurgeThroughput() {
  const rows: ({ what: string } & LoadFigures)[] = [];
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-purge-'));
  const shop = await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn' });
  const timings = { purgeMs: [] as number[], refillMs: [] as number[], hitMs: [] as number[] };
  try {
    const search = (await (await fetch(`${shop.url}/api/new/catalogue/search/?term=iphone`)).json()) as { results: { id: number; seo_name: string }[] };
    const product = search.results[0]!;
    const detailUrl = `${shop.url}/api/new/catalogue/products/${product.seo_name}/`;
    const bodyFile = path.join(workDir, 'product.json');
    await writeFile(bodyFile, await (await fetch(detailUrl)).text());
    const bare = await startBareServer(bodyFile);
    try {
      rows.push({ what: 'bare Fastify, product JSON (baseline)', ...(await load(() => `${bare.url}/bare/product/`, LOAD)) });
    } finally {
      await bare.stop();
    }
    rows.push({ what: 'shop product detail, cached', ...(await load(() => detailUrl, LOAD)) });

    const session = await staffSession(shop);
    const timed = async (run: () => Promise<Response>) => {
      const started = process.hrtime.bigint();
      const response = await run();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (let round = 0; round < PURGES; round++) {
      timings.purgeMs.push(
        await timed(() =>
          fetch(`${shop.url}/api/new/core/fastly/purge`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrftoken': session.csrf },
            body: JSON.stringify({ mode: 'key', keys: [`product-${product.id}`] }),
          }),
        ),
      );
      timings.refillMs.push(await timed(() => fetch(detailUrl)));
      timings.hitMs.push(await timed(() => fetch(detailUrl)));
    }
    rows.push({ what: 'shop product detail, cached, after purges', ...(await load(() => detailUrl, LOAD)) });
  } finally {
    await shop.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  console.log(`\nProduct detail: ${LOAD.connections} keep-alive connections, ${LOAD.durationMs / 1000} s each after ${LOAD.warmupMs / 1000} s warm-up`);
  printLoadTable(rows);
  const figures = { purgeMedianMs: median(timings.purgeMs), refillMedianMs: median(timings.refillMs), hitMedianMs: median(timings.hitMs) };
  console.log(
    `\n${PURGES} purges by product key (one client, stand-in CDN): purge call median ${figures.purgeMedianMs.toFixed(2)} ms; ` +
      `first request after it (refill from the database) median ${figures.refillMedianMs.toFixed(2)} ms; next request (hit) median ${figures.hitMedianMs.toFixed(2)} ms`,
  );
  console.log(`results: ${writeResults('purge-throughput', { ...LOAD, purges: PURGES, ...figures, rows })}`);
}
