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
      const discounts = answer.offers.map((tile) => (tile.lowest_price_30_days! - tile.price) / tile.lowest_price_30_days!);
      assert.deepEqual(discounts, [...discounts].sort((a, b) => b - a), 'largest discount first');
      assert.ok(answer.best_sellers.every((tile) => tile.condition === 'new'));
      const grades = answer.used.map((tile) => QUALITIES.indexOf(tile.quality!));
      assert.ok(grades.every((grade) => grade >= 0));
      assert.deepEqual(grades, [...grades].sort((a, b) => a - b), 'best grade first');

      assert.ok(answer.categories.length >= 3);
      assert.ok(answer.categories.every((category) => category.image_url.startsWith('/') && category.count > 0 && !category.url_path.slice(1, -1).includes('/')));
      assert.ok(answer.buyout_example && answer.buyout_example.up_to > 0 && answer.buyout_example.model.length > 3, JSON.stringify(answer.buyout_example));
      assert.ok(answer.service_example && answer.service_example.price > 0 && answer.service_example.repair.length > 3, JSON.stringify(answer.service_example));
      const keys = String(headers['surrogate-key']).split(' ');
      assert.ok(keys.includes('html') && keys.includes(`product-${answer.offers[0]!.id}`) && keys.includes(`category-${answer.categories[0]!.id}`));
    });
  }
});
