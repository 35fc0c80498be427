import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as v from 'valibot';
import { QUALITIES } from '@shop/shared/buyout/quality';
import { catalogueHome, HOME_RAIL_LIMIT } from '@shop/shared/contract/catalogue';
import { useMarketApps } from '../../test-support/market-apps';

const apps = useMarketApps();

async function home(market: 'cz' | 'ro') {
  const response = await apps[market].inject({ url: catalogueHome.path, headers: { 'accept-language': market === 'cz' ? 'cs' : 'ro' } });
  assert.equal(response.statusCode, 200, response.body);
  return { answer: v.parse(catalogueHome.response, response.json()), headers: response.headers };
}

function byKindOf<T extends { type_device: string }>(tiles: T[]): Map<string, T[]> {
  const kinds = new Map<string, T[]>();
  for (const tile of tiles) kinds.set(tile.type_device, [...(kinds.get(tile.type_device) ?? []), tile]);
  return kinds;
}

const oneTilePerModel = (tiles: { master_product: { id: number } }[]) => new Set(tiles.map((tile) => tile.master_product.id)).size === tiles.length;

describe('the home page rails', () => {
  for (const market of ['cz', 'ro'] as const) {
    test(`${market}: offers, best sellers and used devices, each one tile per model, in stock, with the top categories`, async () => {
      const { answer, headers } = await home(market);
      for (const rail of [answer.offers, answer.best_sellers, answer.used]) {
        assert.ok(rail.length >= 4 && rail.length <= HOME_RAIL_LIMIT, String(rail.length));
        assert.ok(oneTilePerModel(rail));
        assert.ok(rail.every((tile) => tile.availability !== 'sold_out'));
      }
      assert.ok(answer.offers.every((tile) => tile.lowest_price_30_days !== null && tile.lowest_price_30_days > tile.price));
      // The kinds take turns, so no rail is one kind's; within a kind the largest discount comes first.
      for (const rail of [answer.offers, answer.best_sellers, answer.used]) {
        const kinds = new Set(rail.map((tile) => tile.type_device));
        assert.ok(kinds.size >= 2, [...kinds].join());
        assert.ok(new Set(rail.slice(0, kinds.size).map((tile) => tile.type_device)).size === kinds.size, 'each kind once before any twice');
      }
      const byKind = byKindOf(answer.offers);
      for (const tiles of byKind.values()) {
        const discounts = tiles.map((tile) => (tile.lowest_price_30_days! - tile.price) / tile.lowest_price_30_days!);
        assert.deepEqual(discounts, [...discounts].sort((a, b) => b - a), 'largest discount first');
      }
      assert.ok(answer.best_sellers.every((tile) => tile.condition === 'new'));
      for (const tiles of byKindOf(answer.used).values()) {
        const grades = tiles.map((tile) => QUALITIES.indexOf(tile.quality!));
        assert.ok(grades.every((grade) => grade >= 0));
        assert.deepEqual(grades, [...grades].sort((a, b) => a - b), 'best grade first');
      }

      assert.ok(answer.categories.length >= 3);
      assert.ok(answer.categories.every((category) => category.image_url.startsWith('/') && category.count > 0 && !category.url_path.slice(1, -1).includes('/')));
      assert.ok(answer.buyout_example && answer.buyout_example.up_to > 0 && answer.buyout_example.model.length > 3, JSON.stringify(answer.buyout_example));
      assert.ok(answer.service_example && answer.service_example.price > 0 && answer.service_example.repair.length > 3, JSON.stringify(answer.service_example));
      const keys = String(headers['surrogate-key']).split(' ');
      assert.ok(keys.includes('html') && keys.includes(`product-${answer.offers[0]!.id}`) && keys.includes(`category-${answer.categories[0]!.id}`));
    });
  }
});
