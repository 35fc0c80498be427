import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Market } from '@shop/shared/contract/common';
import { typeDeviceSeeds } from '@shop/api/src/db/seed/catalogue/type-device-seeds';
import { isRelevant, RELEVANT_TOP } from '@shop/api/src/catalogue/search/relevance/relevance-score';
import { startShop } from '../support/shop-server';

// The second relevance set of issue #31 against the shop as shipped: `SHOP_URL_CZ` / `SHOP_URL_RO` name running
// shops, else each market's shop is started here on the seeded catalogue. Exits non-zero under the goal of 90 %.
// Usage: pnpm -C e2e relevance

const GOAL = 0.9;
const MARKETS: Market[] = ['CZ', 'RO'];
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'holdout-queries.json');
const queries = JSON.parse(await readFile(file, 'utf8')) as Record<Market, [string, string][]>;

async function firstKinds(shopUrl: string, term: string): Promise<string[]> {
  const response = await fetch(`${shopUrl}/api/new/catalogue/search/?term=${encodeURIComponent(term)}&page_size=${RELEVANT_TOP}`);
  if (!response.ok) throw new Error(`${term}: HTTP ${response.status}`);
  return ((await response.json()) as { results: { type_device_name: string }[] }).results.map((tile) => tile.type_device_name);
}

async function score(market: Market, shopUrl: string): Promise<number> {
  const missed: string[] = [];
  for (const [term, kind] of queries[market]) {
    const names = typeDeviceSeeds.find((seed) => seed.code === kind)!.names;
    const kinds = await firstKinds(shopUrl, term);
    if (!isRelevant(kinds, market === 'CZ' ? names.cs : names.ro)) missed.push(`${term} → ${kinds.join(', ') || 'nothing'}`);
  }
  const share = (queries[market].length - missed.length) / queries[market].length;
  console.log(`${market}: ${queries[market].length - missed.length} of ${queries[market].length} relevant (${Math.round(share * 100)} %)`);
  for (const line of missed) console.log(`  missed: ${line}`);
  return share;
}

let failed = false;
for (const market of MARKETS) {
  const given = process.env[`SHOP_URL_${market}`];
  const shop = given ? null : await startShop({ MARKET: market });
  try {
    failed = (await score(market, given ?? shop!.url)) < GOAL || failed;
  } finally {
    await shop?.stop();
  }
}
process.exit(failed ? 1 : 0);
