import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildBaselineBundle } from './baseline-build';
import { gzipBytes, jsFiles, kb } from './gzip-size';
import { writeResults } from './results-file';
import { repoRoot, startShop } from '../support/shop-server';
import { launchBrowser } from '../support/browser';
import { recordScripts } from './page-js';

const apps = ['shell', 'mf-buyout', 'mf-service', 'mf-cart', 'mf-orders', 'mf-admin-categories', 'mf-admin-tools'];

/** The JS a browser fetches to show a remote's exposed module: remoteEntry + the chunks the manifest lists for it. */
function exposeLoadSize(dist: string, exposeName: string): number | null {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
  const expose = manifest.exposes.find((entry) => entry.name === exposeName);
  if (!expose) return null;
  const files = new Set(['remoteEntry.js', ...expose.assets.js.sync]);
  return [...files].reduce((sum, file) => sum + gzipBytes(path.join(dist, file)), 0);
}

/** Gzip sizes of every built app next to a plain single-bundle React 19 app built in the same run. */
export async function benchBundleSizes() {
  const baselineBundle = buildBaselineBundle();
  const baseline = gzipBytes(baselineBundle.file);
  baselineBundle.remove();

  const rows = apps
    .map((app) => ({ app, dist: path.join(repoRoot, app, 'dist') }))
    .filter(({ dist }) => existsSync(dist))
    .map(({ app, dist }) => {
      const files = jsFiles(dist);
      const entryFile = app === 'shell' ? 'main.js' : 'remoteEntry.js';
      const exposeName = app === 'shell' ? null : app === 'mf-buyout' ? 'BuyoutApp' : app === 'mf-service' ? 'ServiceApp' : null;
      return {
        app,
        files: files.length,
        totalGzip: files.reduce((sum, file) => sum + file.gzip, 0),
        entryGzip: gzipBytes(path.join(dist, entryFile)),
        exposeLoadGzip: exposeName ? exposeLoadSize(dist, exposeName) : null,
      };
    });

  console.log('\nBundle sizes (gzip -9, KB); baseline = one plain React 19 bundle with the same libraries, built now');
  console.log(`${'app'.padEnd(22)}${'files'.padStart(6)}${'all JS'.padStart(10)}${'entry'.padStart(10)}${'expose'.padStart(10)}${'all/baseline'.padStart(14)}`);
  console.log(`${'baseline (plain React)'.padEnd(22)}${'1'.padStart(6)}${kb(baseline).padStart(10)}${kb(baseline).padStart(10)}${'-'.padStart(10)}${'1.00'.padStart(14)}`);
  for (const row of rows) {
    console.log(
      `${row.app.padEnd(22)}${String(row.files).padStart(6)}${kb(row.totalGzip).padStart(10)}${kb(row.entryGzip).padStart(10)}${(row.exposeLoadGzip === null ? '-' : kb(row.exposeLoadGzip)).padStart(10)}${(row.totalGzip / baseline).toFixed(2).padStart(14)}`,
    );
  }
  console.log(`results: ${writeResults('bundle-size', { baselineGzip: baseline, apps: rows })}`);
}

/**
 * What a visitor's browser downloads: the home page's JS (it must not carry the catalogue pages),
 * then the extra JS when the menu opens a category listing. Served by the real shop, sizes of
 * the built files (gzip -9) beside the plain React bundle built in the same run.
 */
export async function benchPageJs() {
  const baselineBundle = buildBaselineBundle();
  const baseline = gzipBytes(baselineBundle.file);
  baselineBundle.remove();
  const shop = await startShop({ MARKET: 'CZ' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${shop.url}/`, { waitUntil: 'networkidle' });
    const home = scripts.files();
    scripts.reset();
    const menu = page.getByRole('navigation', { name: 'Hlavní navigace' });
    await menu.getByRole('button', { name: 'Mobilní telefony', exact: true }).click();
    await menu.getByRole('link', { name: 'Mobilní telefony', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Mobilní telefony' }).waitFor();
    await page.waitForLoadState('networkidle');
    const listingExtra = scripts.files();
    const sum = (files: { gzip: number }[]) => files.reduce((total, file) => total + file.gzip, 0);

    console.log('\nJS a browser downloads (gzip -9, KB); baseline = one plain React 19 bundle, built now');
    console.log(`${'step'.padEnd(40)}${'files'.padStart(6)}${'KB'.padStart(10)}${'/baseline'.padStart(11)}`);
    console.log(`${'baseline (plain React)'.padEnd(40)}${'1'.padStart(6)}${kb(baseline).padStart(10)}${'1.00'.padStart(11)}`);
    console.log(`${'home page'.padEnd(40)}${String(home.length).padStart(6)}${kb(sum(home)).padStart(10)}${(sum(home) / baseline).toFixed(2).padStart(11)}`);
    console.log(`${'+ menu -> category listing (extra)'.padEnd(40)}${String(listingExtra.length).padStart(6)}${kb(sum(listingExtra)).padStart(10)}${(sum(listingExtra) / baseline).toFixed(2).padStart(11)}`);
    const catalogueOnHome = home.filter((file) => file.name.startsWith('catalogue-'));
    console.log(`catalogue page chunks downloaded by the home page: ${catalogueOnHome.length === 0 ? 'none' : catalogueOnHome.map((file) => file.name).join(', ')}`);
    console.log(`listing extra files: ${listingExtra.map((file) => `${file.name} ${kb(file.gzip)}`).join(', ')}`);
    console.log(`results: ${writeResults('page-js', { baselineGzip: baseline, home, listingExtra })}`);
  } finally {
    await browser.close();
    await shop.stop();
  }
}
