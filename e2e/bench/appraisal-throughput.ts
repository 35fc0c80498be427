import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
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
 * Appraisal-form requests per second of the real server (PGlite, validation, i18n, the whole
 * route) against a bare Fastify route answering the same JSON from memory, both measured in
 * this run on this machine with the same load generator. Run one after the other, so they do
 * not share the two cores.
 */
export async function benchAppraisalThroughput() {
  const shop = await startShop({ MARKET: 'CZ' });
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-appraisal-'));
  try {
    const urls = await appraisalUrls(shop.url);
    const sample = await getJson<unknown>(urls[0]!);
    const bodyFile = path.join(workDir, 'appraisal.json');
    await writeFile(bodyFile, JSON.stringify(sample));
    const bare = await startBareServer(bodyFile);
    let baseline: LoadFigures;
    try {
      baseline = await load((index) => `${bare.url}/bare/${encodeURIComponent(urls[index % urls.length]!.split('/').at(-2)!)}/`, LOAD);
    } finally {
      await bare.stop();
    }
    const appraisal = await load((index) => urls[index % urls.length]!, LOAD);

    const figures = {
      ...LOAD,
      distinctColours: urls.length,
      responseBytes: JSON.stringify(sample).length,
      baseline,
      appraisalForm: appraisal,
      shareOfBaseline: appraisal.requestsPerSecond / baseline.requestsPerSecond,
    };
    console.log(`\nAppraisal-form throughput, ${LOAD.connections} keep-alive clients, ${LOAD.durationMs / 1000} s each, ${urls.length} colours`);
    printLoadTable([
      { what: 'baseline: bare Fastify, same JSON from memory', ...baseline },
      { what: 'appraisal form (real server, PGlite)', ...appraisal },
    ]);
    console.log(`results: ${writeResults('appraisal-throughput', figures)}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await shop.stop();
  }
}
