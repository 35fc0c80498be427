import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { catalogueSearch } from '@shop/shared/contract/catalogue';
import { marketName } from '../../../db/seed/catalog/category-names';
import { typeDeviceSeeds } from '../../../db/seed/catalogue/type-device-seeds';
import { useMarketApps } from '../../../test-support/market-apps';
import { relevanceQueries } from './relevance-queries';
import { isRelevant, RELEVANT_TOP } from './relevance-score';

const apps = useMarketApps();

/** Issue #31's goal: 90 % of the set relevant in each market. */
const GOAL = 0.9;

async function firstKinds(app: FastifyInstance, term: string): Promise<string[]> {
  const response = await app.inject({ url: `${catalogueSearch.path}?term=${encodeURIComponent(term)}&page_size=${RELEVANT_TOP}` });
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(catalogueSearch.response, response.json()).results.map((tile) => tile.type_device_name);
}

describe('search relevance', () => {
  for (const market of ['CZ', 'RO'] as const) {
    test(`at least ${GOAL * 100} % of the ${market} set finds the kind the shopper means`, async () => {
      const app = market === 'CZ' ? apps.cz : apps.ro;
      const queries = relevanceQueries[market];
      assert.ok(queries.length >= 60, `${queries.length} queries`);
      const missed: string[] = [];
      for (const [query, kind] of queries) {
        const seed = typeDeviceSeeds.find((type) => type.code === kind)!;
        const kinds = await firstKinds(app, query);
        if (!isRelevant(kinds, marketName(market, seed.names))) missed.push(`${query} → ${kinds.join(', ') || 'nothing'}`);
      }
      const share = (queries.length - missed.length) / queries.length;
      console.log(`${market}: ${queries.length - missed.length} of ${queries.length} relevant (${Math.round(share * 100)} %)${missed.map((line) => `\n  missed: ${line}`).join('')}`);
      assert.ok(share >= GOAL, missed.join('\n'));
    });
  }
});
