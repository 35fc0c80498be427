import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildBaselineBundle } from './baseline-build';
import { kb } from './size-format';
import { writeResults } from './results-file';
import { scriptUrlsLoadedBy, servedSize, sumWire, withoutHash, type ServedFile } from './served-size';
import { launchBrowser } from '../support/browser';
import { startShop } from '../support/shop-server';

const KB = 1024;

interface PageBudget {
  /** JS bytes on the wire, from the floor and the home page's figure. */
  maxWire: (floor: number, home: number) => number;
  maxRequests?: number;
  describe: string;
}

interface ShopPage {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  budget: PageBudget;
}

/** The budgets of issue 14's table. */
const pages: ShopPage[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) => page.getByRole('heading', { name: 'Elektronika, výkup a servis na jednom místě' }).waitFor({ timeout: 30_000 }),
    budget: { maxWire: (floor) => 1.2 * floor, maxRequests: 12, describe: '1.2x floor, 12 requests' },
  },
  {
    name: 'buyout',
    path: '/vykup/',
    ready: (page) => page.getByRole('group', { name: 'Typ zařízení' }).getByRole('radio').first().waitFor({ timeout: 30_000 }),
    budget: { maxWire: (_floor, home) => home + 45 * KB, describe: 'home + 45 KB' },
  },
  {
    // Catalogue pages are lazy route chunks: the home page must not carry them (issue 7).
    name: 'listing',
    path: '/mobilni-telefony/',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Mobilní telefony' }).waitFor({ timeout: 30_000 }),
    budget: { maxWire: (_floor, home) => home + 45 * KB, describe: 'home + 45 KB' },
  },
];

const brotliBytes = (file: string) => brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

type FileSizes = Record<string, number>;

/** Each file's bytes on the wire, by name without its hash, over every page of a run. */
const filesByName = (pages: readonly { files: readonly ServedFile[] }[]): FileSizes =>
  Object.fromEntries(pages.flatMap((page) => page.files.map((served) => [withoutHash(served.path), served.wire] as const)));

const benchDir = path.dirname(new URL(import.meta.url).pathname);
const previousRunFile = path.join(benchDir, 'results', 'bundle-size.json');
/**
 * The figures of the last stop, committed: a clean clone (CI) has no previous run, and still says which files grew
 * since. `BUNDLE_SIZE_REFERENCE=write` replaces it with this run's.
 */
const referenceFile = path.join(benchDir, 'reference', 'bundle-size.json');

/** What this run is compared with: the previous run on this machine, else the committed reference. */
function comparedWith(): { what: string; files: FileSizes } | null {
  if (existsSync(previousRunFile)) {
    const previous = JSON.parse(readFileSync(previousRunFile, 'utf8')) as { figures?: { pages?: { files: ServedFile[] }[] } };
    return { what: 'the previous run', files: filesByName(previous.figures?.pages ?? []) };
  }
  if (existsSync(referenceFile)) {
    const reference = JSON.parse(readFileSync(referenceFile, 'utf8')) as { measuredAt: string; files: FileSizes };
    return { what: `the committed reference of ${reference.measuredAt.slice(0, 10)}`, files: reference.files };
  }
  return null;
}

/**
 * JS a new visitor downloads for each page of the real shop, as the server sends it to a browser
 * asking for brotli, beside the issue's budgets; the floor is one plain React 19 bundle with the
 * same libraries, built and brotli-compressed in the same run.
 */
export async function benchBundleSizes() {
  const baselineBundle = buildBaselineBundle();
  const floor = brotliBytes(baselineBundle.file);
  baselineBundle.remove();

  const shop = await startShop({ MARKET: 'CZ' });
  const measured: { name: string; files: ServedFile[] }[] = [];
  try {
    for (const shopPage of pages) {
      // A fresh profile per page: nothing comes from the browser cache.
      const browser = await launchBrowser();
      const urls = await scriptUrlsLoadedBy(await browser.newPage(), `${shop.url}${shopPage.path}`, shopPage.ready);
      await browser.close();
      measured.push({ name: shopPage.name, files: await Promise.all(urls.map((url) => servedSize(url))) });
    }
  } finally {
    await shop.stop();
  }

  const home = sumWire(measured.find((page) => page.name === 'home')?.files ?? []);
  const rows = pages.map((shopPage, index) => {
    const files = measured[index]!.files;
    const wire = sumWire(files);
    const maxWire = shopPage.budget.maxWire(floor, home);
    const withinRequests = shopPage.budget.maxRequests === undefined || files.length <= shopPage.budget.maxRequests;
    return { page: shopPage.name, requests: files.length, wire, maxWire, budget: shopPage.budget.describe, met: wire <= maxWire && withinRequests, files };
  });

  console.log('\nJS on the wire per page (KB, as served for Accept-Encoding: br, gzip); floor = one plain React 19 bundle, brotli -11, built now');
  console.log(`${'page'.padEnd(10)}${'requests'.padStart(9)}${'wire'.padStart(9)}${'x floor'.padStart(9)}${'budget'.padStart(9)}  ${'rule'.padEnd(26)}verdict`);
  console.log(`${'floor'.padEnd(10)}${'1'.padStart(9)}${kb(floor).padStart(9)}${'1.00'.padStart(9)}`);
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(10)}${String(row.requests).padStart(9)}${kb(row.wire).padStart(9)}${(row.wire / floor).toFixed(2).padStart(9)}${kb(row.maxWire).padStart(9)}  ${row.budget.padEnd(26)}${row.met ? 'within budget' : 'OVER BUDGET'}`,
    );
  }

  const before = comparedWith();
  const now = filesByName(rows);
  if (!before) console.log('files grown: nothing to compare with');
  else {
    const grown = Object.entries(now)
      .filter(([name, wire]) => wire > (before.files[name] ?? 0) + 256)
      .map(([name, wire]) => `${name}: ${name in before.files ? `${kb(before.files[name]!)} -> ` : 'new, '}${kb(wire)} KB`);
    console.log(grown.length === 0 ? `files grown since ${before.what}: none` : `files grown since ${before.what}:\n  ${grown.join('\n  ')}`);
  }
  if (process.env.BUNDLE_SIZE_REFERENCE === 'write') {
    writeFileSync(referenceFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), files: now }, null, 2)}\n`);
    console.log(`reference written: ${referenceFile}`);
  }
  const homeFiles = new Set((measured.find((page) => page.name === 'home')?.files ?? []).map((served) => served.path));
  const listing = measured.find((page) => page.name === 'listing')?.files ?? [];
  const listingExtra = listing.filter((served) => !homeFiles.has(served.path));
  console.log(`listing page beyond the home page: ${listingExtra.length} files, ${kb(sumWire(listingExtra))} KB`);
  const catalogueOnHome = [...homeFiles].filter((file) => path.basename(file).startsWith('catalogue-'));
  console.log(`catalogue chunks on the home page: ${catalogueOnHome.length === 0 ? 'none' : catalogueOnHome.join(', ')}`);
  console.log(`results: ${writeResults('bundle-size', { floorBrotli: floor, pages: rows })}`);
}
