import http from 'node:http';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startBareServer } from './bare-server';
import { load, printLoadTable } from './load-generator';
import { writeResults } from './results-file';
import { benchDatabases } from './bench-servers';

// Server-rendered pages (docs/ssr.md): what a shopper waits for (LCP and CLS at 375 px on slow 4G with a 4x slower
// CPU, beside a static text page in the same run) and what a render costs the server (p95 uncached, cached, and a
// bare Fastify route as the floor).

const RUNS = 3;
const LOAD = { connections: 4, warmupMs: 1_000, durationMs: 5_000 };
/** Chrome's "Slow 4G" as the issue measured it: 150 ms, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const STATIC_PAGE = `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Static</title></head><body><h1>Obchodní podmínky</h1><p>${'Text stránky bez skriptů. '.repeat(40)}</p></body></html>`;

/** A static text page on its own server: the floor of what a page can paint in. */
async function startStaticServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** LCP and CLS of one cold load (no browser cache), read from the page's own performance entries. */
async function paintOf(page: Page, url: string): Promise<{ lcpMs: number; cls: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1_500);
  return page.evaluate(
    () =>
      new Promise<{ lcpMs: number; cls: number }>((resolve) => {
        let lcpMs = 0;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcpMs = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ lcpMs, cls }), 100);
      }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchSsrPages(): Promise<void> {
  const [database] = benchDatabases().slice(-1);
  const shop = await database!.start({});
  const staticServer = await startStaticServer();
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-bench-ssr-'));
  const figures: Record<string, unknown> = { database: database!.name };
  try {
    const listing = (await (await fetch(`${shop.url}/api/new/catalogue/category-listing/?url_path=%2Fmobilni-telefony%2F`)).json()) as { results: Array<{ url: string }> };
    const productUrl = listing.results[0]!.url;
    const pages = { 'static text page': staticServer.url, home: `${shop.url}/`, category: `${shop.url}/mobilni-telefony/`, product: `${shop.url}${productUrl}` };

    const profile = await mkdtemp(path.join(tmpdir(), 'shop-bench-chromium-'));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: { width: 375, height: 812 },
    });
    const paint: Record<string, { lcpMs: number; cls: number; vsStatic: number }> = {};
    try {
      for (const [name, url] of Object.entries(pages)) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          const page = await browser.newPage();
          runs.push(await paintOf(page, url));
          await page.close();
        }
        const lcpMs = median(runs.map((run) => run.lcpMs));
        paint[name] = { lcpMs, cls: Math.max(...runs.map((run) => run.cls)), vsStatic: lcpMs / (paint['static text page']?.lcpMs ?? lcpMs) };
      }
    } finally {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    }
    console.log('\nLCP at 375 px, slow 4G + 4x CPU, cold, median of 3');
    for (const [name, row] of Object.entries(paint)) console.log(`${name.padEnd(20)}${row.lcpMs.toFixed(0).padStart(8)} ms  CLS ${row.cls.toFixed(3)}  ${row.vsStatic.toFixed(2)}x static`);
    figures.paint = paint;

    // The floor: a bare Fastify route answering the product page's HTML as it was sent.
    const html = await (await fetch(pages.product)).text();
    const bodyFile = path.join(scratch, 'page.json');
    await writeFile(bodyFile, JSON.stringify({ html }));
    const bare = await startBareServer(bodyFile);
    try {
      const products: string[] = [];
      for (let page = 1; page <= 10; page++) {
        const more = (await (await fetch(`${shop.url}/api/new/catalogue/category-listing/?url_path=%2Fmobilni-telefony%2F&page=${page}`)).json()) as { results: Array<{ url: string }> };
        products.push(...more.results.map((result) => result.url));
      }
      const rows = [
        { what: 'bare Fastify route (same bytes as JSON)', ...(await load(() => `${bare.url}/bare/page/`, LOAD)) },
        { what: 'product page, cached', ...(await load(() => pages.product, LOAD)) },
        // A fresh address each time: the page renders, the API answers behind it come from their cache.
        { what: 'product page rendered, API answers cached', ...(await load((index) => `${pages.product}?bench=${index}`, LOAD)) },
        // Products not visited before: page and product answers uncached (menu and settings stay cached).
        { what: 'product page rendered, nothing cached', ...(await load((index) => `${shop.url}${products[index % products.length]}?cold=${Date.now()}`, { ...LOAD, connections: 1 })) },
      ];
      printLoadTable(rows);
      figures.render = rows;
    } finally {
      await bare.stop();
    }
    console.log(`results: ${writeResults('ssr-pages', figures)}`);
  } finally {
    await shop.stop();
    await staticServer.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}
