import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
import { CACHE_MODES, benchDatabases } from './bench-servers';
import { startShop } from '../support/shop-server';

const LOAD = { connections: 16, warmupMs: 1_500, durationMs: 6_000 };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { 'Accept-Language': 'cs' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Colours of every Apple and Samsung phone: each request asks for another model's appraisal, as customers do. */
async function appraisalUrls(shopUrl: string): Promise<string[]> {
  const base = `${shopUrl}/api/new/buyout`;
  const urls: string[] = [];
  for (const maker of ['apple', 'samsung']) {
    const models = await getJson<{ choices: { value: string }[] }>(`${base}/product-selector/model-choices/mobilni-telefony/${maker}/`);
    for (const model of models.choices) {
      const colours = await getJson<{ choices: { value: string }[] }>(`${base}/product-selector/color-choices/${model.value}/`);
      urls.push(...colours.choices.map((colour) => `${base}/appraisal-form/${colour.value}/`));
    }
  }
  return urls;
}

/**
 * Appraisal-form requests per second of the real server (database, validation, i18n, the whole
 * route; with its response cache and without; on PGlite, and on PostgreSQL when DATABASE_URL
 * names a server) against a bare Fastify route answering the same JSON from memory, all measured
 * in this run on this machine with the same load generator, one after the other so they do not
 * share the two cores.
 */
export async function benchAppraisalThroughput() {
  const shop = await startShop({ MARKET: 'CZ' });
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-appraisal-'));
  let baseline: LoadFigures;
  let distinctColours: number;
  let responseBytes: number;
  try {
    const urls = await appraisalUrls(shop.url);
    distinctColours = urls.length;
    const sample = await getJson<unknown>(urls[0]!);
    responseBytes = JSON.stringify(sample).length;
    const bodyFile = path.join(workDir, 'appraisal.json');
    await writeFile(bodyFile, JSON.stringify(sample));
    const bare = await startBareServer(bodyFile);
    try {
      baseline = await load((index) => `${bare.url}/bare/${encodeURIComponent(urls[index % urls.length]!.split('/').at(-2)!)}/`, LOAD);
    } finally {
      await bare.stop();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await shop.stop();
  }

  const rows: ({ what: string } & LoadFigures)[] = [{ what: 'baseline: bare Fastify, same JSON from memory', ...baseline }];
  for (const database of benchDatabases()) {
    for (const mode of CACHE_MODES) {
      const server = await database.start(mode.env);
      try {
        // URLs from this server: the colour slugs are the same seed, the origin is not.
        const urls = await appraisalUrls(server.url);
        rows.push({ what: `appraisal form, ${database.name}, ${mode.name}`, ...(await load((index) => urls[index % urls.length]!, LOAD)) });
      } finally {
        await server.stop();
      }
    }
  }
  console.log(`\nAppraisal-form throughput, ${LOAD.connections} keep-alive clients, ${LOAD.durationMs / 1000} s each, ${distinctColours} colours`);
  printLoadTable(rows);
  const shares = rows.slice(1).map((row) => ({ what: row.what, shareOfBaseline: row.requestsPerSecond / baseline.requestsPerSecond }));
  for (const share of shares) console.log(`${share.what}: ${share.shareOfBaseline.toFixed(2)}x the bare route`);
  console.log(`results: ${writeResults('appraisal-throughput', { ...LOAD, distinctColours, responseBytes, rows, shares })}`);
}
