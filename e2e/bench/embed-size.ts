import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildBaselineBundle } from './baseline-build';
import { kb } from './size-format';
import { writeResults } from './results-file';
import { servedSize } from './served-size';
import { launchBrowser } from '../support/browser';
import { partnerPageHtml, startPartnerSite, widgetTag } from '../support/partner-site';
import { startShop } from '../support/shop-server';

interface ScriptLoad {
  url: string;
  raw: number;
  /** Bytes the shop sends for this script to a browser asking for brotli (production is HTTPS, where Chromium does). */
  wire: number;
  encoding: string;
  /** Bytes as this Chromium saw them: on plain http it offers gzip only. */
  transferred: number;
}

/** The budget for a cold embed: at most 1.3 times the floor, as it travels. */
const EMBED_BUDGET = 1.3;

/** Every script the page fetched while `ready` ran, measured from Chromium's network events. */
async function scriptsLoadedBy(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<ScriptLoad[]> {
  const pending: Promise<ScriptLoad>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        // The baseline is served by the partner stand-in, which does not compress: it is measured as our server would send it.
        const served = response.url().includes('/baseline.js')
          ? { wire: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, encoding: 'br (computed)' }
          : await servedSize(response.url());
        return { url: response.url(), raw: body.length, wire: served.wire, encoding: served.encoding, transferred: sizes.responseBodySize };
      })(),
    );
  });
  await page.goto(url);
  await ready(page);
  return Promise.all(pending);
}

const sum = (loads: ScriptLoad[], key: 'raw' | 'wire' | 'transferred') => loads.reduce((total, load) => total + load[key], 0);

/**
 * Cold embed on a partner page: embed.js and everything it pulls in until the widget shows its
 * first step, against one plain React 19 bundle (the floor) loaded the same way in the same run.
 * Each measurement uses a fresh browser profile, so nothing comes from a cache.
 */
export async function benchEmbedSize() {
  const partner = await startPartnerSite();
  const shop = await startShop({ MARKET: 'CZ', PARTNER_ORIGINS: partner.origin });
  const baselineBundle = buildBaselineBundle();
  try {
    const embedUrl = partner.page('/embed', partnerPageHtml({ shopUrl: shop.url, widgets: [widgetTag({ locale: 'cs', market: 'CZ', api: shop.url })], css: '' }));
    partner.script('/baseline.js', readFileSync(baselineBundle.file));
    const baselineUrl = partner.page('/baseline', '<!doctype html><html><head><link rel="icon" href="data:,"></head><body><div id="root"></div><script src="/baseline.js"></script></body></html>');

    const embedBrowser = await launchBrowser();
    const embed = await scriptsLoadedBy(await embedBrowser.newPage(), embedUrl, (page) =>
      page.getByRole('group', { name: 'Typ zařízení' }).getByRole('radio').first().waitFor({ timeout: 30_000 }),
    );
    await embedBrowser.close();

    const baselineBrowser = await launchBrowser();
    const baseline = await scriptsLoadedBy(await baselineBrowser.newPage(), baselineUrl, (page) => page.waitForLoadState('load'));
    await baselineBrowser.close();

    const loader = embed.find((load) => load.url.endsWith('/embed.js'));
    const rows = [
      { what: 'baseline: one plain React bundle', requests: baseline.length, raw: sum(baseline, 'raw'), wire: sum(baseline, 'wire'), transferred: sum(baseline, 'transferred') },
      { what: 'embed.js alone', requests: loader ? 1 : 0, raw: loader?.raw ?? 0, wire: loader?.wire ?? 0, transferred: loader?.transferred ?? 0 },
      { what: 'cold embed total (embed.js + widget)', requests: embed.length, raw: sum(embed, 'raw'), wire: sum(embed, 'wire'), transferred: sum(embed, 'transferred') },
    ];
    const floor = rows[0]!.wire;
    console.log('\nCold embed on a partner page: JS fetched until the first step shows (KB); wire = as the shop serves it for Accept-Encoding: br, gzip');
    console.log(`${'what'.padEnd(40)}${'requests'.padStart(9)}${'raw'.padStart(9)}${'chromium'.padStart(9)}${'wire'.padStart(9)}${'x floor'.padStart(9)}`);
    for (const row of rows) {
      console.log(
        `${row.what.padEnd(40)}${String(row.requests).padStart(9)}${kb(row.raw).padStart(9)}${kb(row.transferred).padStart(9)}${kb(row.wire).padStart(9)}${(row.wire / floor).toFixed(2).padStart(9)}`,
      );
    }
    const total = rows[2]!.wire;
    console.log(`budget: cold embed at most ${EMBED_BUDGET}x floor = ${kb(EMBED_BUDGET * floor)} KB -> ${total <= EMBED_BUDGET * floor ? 'within budget' : 'OVER BUDGET'}`);
    console.log(`results: ${writeResults('embed-size', { rows, embedScripts: embed.map((load) => ({ ...load, url: new URL(load.url).pathname })) })}`);
  } finally {
    baselineBundle.remove();
    await shop.stop();
    await partner.stop();
  }
}
