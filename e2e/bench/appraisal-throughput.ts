import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResults } from './results-file';
import { startShop } from '../support/shop-server';

const CONCURRENCY = 16;
const WARMUP_MS = 1_500;
const DURATION_MS = 6_000;

interface Load {
  requests: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * `CONCURRENCY` clients on keep-alive connections, each asking for the next URL of the list
 * as soon as its answer is read, for `durationMs`; answers during the warm-up are not counted.
 */
async function load(urls: readonly string[], durationMs: number): Promise<Load> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const countFrom = started + WARMUP_MS;
  const end = countFrom + durationMs;
  const headers = { Accept: 'application/json', 'Accept-Language': 'cs' };
  const client = async () => {
    while (performance.now() < end) {
      const url = urls[next++ % urls.length]!;
      const sent = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      const done = performance.now();
      if (done < countFrom) continue;
      if (response.status !== 200) failures += 1;
      else latencies.push(done - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const sorted = latencies.sort((a, b) => a - b);
  return { requests: sorted.length, failures, perSecond: sorted.length / (durationMs / 1000), p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
}

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

export async function startBareServer(bodyFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-json-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, bodyFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`bare server exited: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
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
    let baseline: Load;
    try {
      baseline = await load(urls.map((url) => `${bare.url}/bare/${encodeURIComponent(url.split('/').at(-2)!)}/`), DURATION_MS);
    } finally {
      await bare.stop();
    }
    const appraisal = await load(urls, DURATION_MS);

    const figures = {
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
      distinctColours: urls.length,
      responseBytes: JSON.stringify(sample).length,
      baseline,
      appraisalForm: appraisal,
      shareOfBaseline: appraisal.perSecond / baseline.perSecond,
    };
    console.log(`\nAppraisal-form throughput, ${CONCURRENCY} keep-alive clients, ${DURATION_MS / 1000} s each, ${urls.length} colours`);
    console.log(`${'what'.padEnd(46)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'errors'.padStart(8)}`);
    for (const [what, figure] of [
      ['baseline: bare Fastify, same JSON from memory', baseline],
      ['appraisal form (real server, PGlite)', appraisal],
    ] as const) {
      console.log(
        `${what.padEnd(46)}${figure.perSecond.toFixed(0).padStart(10)}${figure.p50Ms.toFixed(1).padStart(10)}${figure.p99Ms.toFixed(1).padStart(10)}${String(figure.failures).padStart(8)}`,
      );
    }
    console.log(`appraisal form / baseline: ${(figures.shareOfBaseline * 100).toFixed(1)} %`);
    console.log(`results: ${writeResults('appraisal-throughput', figures)}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await shop.stop();
  }
}
