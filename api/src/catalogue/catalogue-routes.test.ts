import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  catalogueCategoryListing,
  catalogueFavouriteAdd,
  catalogueFavourites,
  catalogueFavouritesMerge,
  catalogueLastVisited,
  catalogueLastVisitedReplace,
  catalogueProductDetail,
  catalogueProductTiles,
  catalogueRecommendedAccessories,
  catalogueSearch,
  catalogueSearchSuggest,
  LAST_VISITED_LIMIT,
  type ProductTile,
} from '@shop/shared/contract/catalogue';
import { buildPath } from '@shop/shared/contract/route';
import { products } from '../db/schema/catalogue';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER } from '../test-support/test-database';
import { FIXTURE_PRODUCTS, insertListingFixture } from './test-support/listing-fixture';
import { installmentTeaser } from './product/installment-teaser';
import { loadInstallmentPlans } from '../installments/calculator';

const apps = useMarketApps();

async function firstTiles(app: FastifyInstance, urlPath: string, query = ''): Promise<ProductTile[]> {
  const response = await app.inject({ url: `${catalogueCategoryListing.path}?url_path=${encodeURIComponent(urlPath)}&${query}` });
  return v.parse(catalogueCategoryListing.response, response.json()).results;
}

async function search(app: FastifyInstance, term: string, query = '') {
  const response = await app.inject({ url: `${catalogueSearch.path}?term=${encodeURIComponent(term)}&${query}` });
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(catalogueSearch.response, response.json());
}

describe('the seed', () => {
  test('at least 2,000 products in each market, whole prices, new and used', async () => {
    for (const market of ['CZ', 'RO'] as const) {
      const [row] = await apps.database.db.select({ n: count() }).from(products).where(eq(products.market, market));
      assert.ok(row!.n >= 2000, `${market}: ${row!.n}`);
    }
    const tiles = await firstTiles(apps.ro, '/telefoane-mobile/', 'condition=used&page_size=100');
    assert.ok(tiles.length > 0 && tiles.every((tile) => Number.isInteger(tile.price) && tile.quality !== null && tile.quality_name === tile.quality));
  });
});

describe('product page', () => {
  test('everything the page shows, with the analytics product object fields', async () => {
    const [tile] = await firstTiles(apps.cz, '/mobilni-telefony/apple/', 'condition=new&in_stock=true');
    const response = await apps.cz.inject({ url: buildPath(catalogueProductDetail.path, { seo_name: tile!.seo_name }) });
    assert.equal(response.statusCode, 200, response.body);
    const detail = v.parse(catalogueProductDetail.response, response.json());
    assert.equal(detail.master_product.manufacturer_name, 'Apple');
    assert.deepEqual(detail.root_category_names, ['Mobilní telefony']);
    assert.deepEqual(detail.category_names, ['Apple']);
    assert.equal(detail.type_device_name, 'Mobilní telefon');
    assert.equal(detail.id, detail.pk);
    assert.equal(detail.url, `/produkt/${detail.seo_name}/`);
    assert.equal(detail.vat_rate, 21);
    assert.deepEqual(detail.buyout_bonus, { percent: 10, product_type: 'mobilni-telefony', url: '/vykup/mobilni-telefony/' });
    assert.ok(detail.attributes.some((attribute) => attribute.code === 'storage' && attribute.unit === 'GB'));
    assert.ok(detail.images.length >= 2 && detail.images.every((image) => image.url.startsWith('/api/new/catalogue/pictures/')));
    assert.ok(detail.stock.stores.length > 0 || detail.stock.central_warehouse > 0);
    assert.ok(detail.stock.stores.every((store) => store.quantity > 0 && store.ready_in_30_minutes && store.store_name.length > 0));
    // The teaser is the staff's installment settings' offer for this price (a down payment may lower the monthly figure).
    assert.deepEqual(detail.installment, installmentTeaser(await loadInstallmentPlans(apps.database.db, 'CZ'), detail.price));
    assert.deepEqual(detail.breadcrumb.map((step) => step.url_path), ['/mobilni-telefony/', '/mobilni-telefony/apple/']);
    assert.ok(detail.variants.length > 0 && detail.variants.every((variant) => variant.seo_name !== detail.seo_name));
    assert.match(String(response.headers['surrogate-key']), new RegExp(`\\bproduct-${detail.id}\\b`));
  });

  test('Romanian names, Lei prices and the Romanian buyout address', async () => {
    const [tile] = await firstTiles(apps.ro, '/telefoane-mobile/', 'condition=new');
    const detail = v.parse(catalogueProductDetail.response, (await apps.ro.inject({ url: buildPath(catalogueProductDetail.path, { seo_name: tile!.seo_name }) })).json());
    assert.equal(detail.url, `/produs/${detail.seo_name}/`);
    assert.equal(detail.buyout_bonus?.url, '/rascumparare/telefoane-mobile/');
    assert.deepEqual(detail.root_category_names, ['Telefoane mobile']);
  });

  test('unknown product: 404 for the page and its accessories', async () => {
    assert.equal((await apps.cz.inject({ url: buildPath(catalogueProductDetail.path, { seo_name: 'neni-takovy' }) })).statusCode, 404);
    assert.equal((await apps.cz.inject({ url: buildPath(catalogueRecommendedAccessories.path, { seo_name: 'neni-takovy' }) })).statusCode, 404);
  });

  test('recommended accessories: those made for the model first', async () => {
    const [tile] = await firstTiles(apps.cz, '/mobilni-telefony/samsung/');
    const response = await apps.cz.inject({ url: buildPath(catalogueRecommendedAccessories.path, { seo_name: tile!.seo_name }) });
    const { results } = v.parse(catalogueRecommendedAccessories.response, response.json());
    assert.ok(results.length > 0);
    assert.ok(results[0]!.long_name.includes(tile!.master_product.name), results[0]!.long_name);
    assert.ok(results.every((accessory) => !['phones', 'tablets', 'smart-watches'].includes(accessory.type_device)));
  });

  test('tiles by codes keep the order asked and leave unknown codes out', async () => {
    const tiles = await firstTiles(apps.cz, '/tablety/');
    const asked = [tiles[2]!.code, 'P0', tiles[0]!.code];
    const response = await apps.cz.inject({ url: `${catalogueProductTiles.path}?${asked.map((code) => `codes=${code}`).join('&')}` });
    assert.deepEqual(v.parse(catalogueProductTiles.response, response.json()).results.map((tile) => tile.code), [tiles[2]!.code, tiles[0]!.code]);
  });
});

describe('pictures', () => {
  test('an SVG in the colour asked, cached for a year; anything else is 404', async () => {
    const response = await apps.cz.inject({ url: '/api/new/catalogue/pictures/v1/phone/back/3c6e9f/Apple.svg' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(response.body.includes('#3c6e9f') && response.body.includes('>Apple</text>'));
    for (const url of ['/api/new/catalogue/pictures/v1/rocket/front/3c6e9f/Apple.svg', '/api/new/catalogue/pictures/v1/phone/front/red/Apple.svg', '/api/new/catalogue/pictures/v1/phone/front/3c6e9f/%3Cscript%3E.svg']) {
      assert.equal((await apps.cz.inject({ url })).statusCode, 404, url);
    }
  });

  test('a model\'s design changes the drawing: fronts, camera layouts, fold and side differ; an unknown design is 404', async () => {
    const svg = async (design: string, view: string) => {
      const response = await apps.cz.inject({ url: `/api/new/catalogue/pictures/v2/phone/${design}/${view}/1c1c1e/Apple.svg` });
      assert.equal(response.statusCode, 200, `${design} ${view}`);
      assert.match(response.body, /width="400" height="440"/);
      return response.body;
    };
    const fronts = await Promise.all(['notch', 'island', 'punch', 'bezel'].map((front) => svg(`${front}.dual.bar`, 'front')));
    assert.equal(new Set(fronts).size, 4, 'each front draws differently');
    const backs = await Promise.all(['single', 'dual', 'triple-square', 'triple-line', 'quad'].map((camera) => svg(`punch.${camera}.bar`, 'back')));
    assert.equal(new Set(backs).size, 5, 'each camera layout draws differently');
    assert.notEqual(await svg('punch.dual.fold', 'front'), await svg('punch.dual.bar', 'front'));
    assert.notEqual(await svg('punch.dual.bar', 'side'), await svg('punch.dual.bar', 'front'));
    const earbuds = await apps.cz.inject({ url: '/api/new/catalogue/pictures/v2/headphones/earbuds/front/ffffff/Apple.svg' });
    const overEar = await apps.cz.inject({ url: '/api/new/catalogue/pictures/v2/headphones/over-ear/front/ffffff/Apple.svg' });
    assert.notEqual(earbuds.body, overEar.body);
    assert.equal((await apps.cz.inject({ url: '/api/new/catalogue/pictures/v2/phone/<x>/front/1c1c1e/Apple.svg' })).statusCode, 404);
  });
});

describe('search', () => {
  before(async () => {
    await insertListingFixture(apps.database.db);
  });

  test('diacritics and case do not matter; a typo still finds the product', async () => {
    for (const term of ['Žluťoučký fixturofon', 'zlutoucky FIXTUROFON', 'fixturofom']) {
      const answer = await search(apps.cz, term);
      assert.equal(answer.count, FIXTURE_PRODUCTS.length, term);
      assert.deepEqual(answer.results.map((tile) => tile.code).sort(), FIXTURE_PRODUCTS.map((product) => product.code).sort(), term);
    }
  });

  test('"iph" finds iPhones and "samsng" Samsungs in both markets', async () => {
    for (const app of [apps.cz, apps.ro]) {
      const iph = await search(app, 'iph');
      assert.ok(iph.count > 100);
      assert.ok(iph.results.slice(0, 10).every((tile) => tile.long_name.includes('iPhone')));
      const samsung = await search(app, 'samsng');
      assert.ok(samsung.count > 0);
      assert.ok(samsung.results.slice(0, 10).every((tile) => tile.master_product.manufacturer_name === 'Samsung'), samsung.results[0]?.long_name);
    }
  });

  test('paging and ordering of results', async () => {
    const cheapest = await search(apps.cz, 'fixturofon', 'ordering=price&page_size=4&page=2');
    assert.deepEqual(cheapest.results.map((tile) => tile.code), ['FX1', 'FX2']);
    const past = await search(apps.cz, 'fixturofon', 'page_size=4&page=3');
    assert.equal(past.count, 6);
    assert.deepEqual(past.results, []);
  });

  test('suggestions: a few products and the matching categories', async () => {
    const response = await apps.cz.inject({ url: `${catalogueSearchSuggest.path}?term=${encodeURIComponent('tablety apple')}` });
    const answer = v.parse(catalogueSearchSuggest.response, response.json());
    assert.deepEqual(answer.categories.map((category) => category.url_path), ['/tablety/apple/']);
    assert.equal(answer.categories[0]!.label, 'Tablety › Apple');
    const phones = v.parse(catalogueSearchSuggest.response, (await apps.cz.inject({ url: `${catalogueSearchSuggest.path}?term=iphone%2015` })).json());
    assert.ok(phones.products.length > 0 && phones.products.length <= 6);
  });

  test('one character is a 400 in the spec error shape, in the request language', async () => {
    for (const path of [catalogueSearch.path, catalogueSearchSuggest.path]) {
      const cs = await apps.cz.inject({ url: `${path}?term=a`, headers: { 'accept-language': 'cs' } });
      assert.equal(cs.statusCode, 400);
      assert.deepEqual(cs.json(), { term: ['Zadejte alespoň 2 znaky.'] });
      const ro = await apps.ro.inject({ url: `${path}?term=%20a%20`, headers: { 'accept-language': 'ro' } });
      assert.equal(ro.statusCode, 400);
      assert.equal(ro.json().term.length, 1);
      assert.notEqual(ro.json().term[0], cs.json().term[0]);
    }
  });
});

describe('favourites and last visited of a logged-in customer', () => {
  let codes: string[];
  before(async () => {
    codes = (await firstTiles(apps.cz, '/mobilni-telefony/', 'page_size=8')).map((tile) => tile.code);
  });

  async function customer(): Promise<TestClient> {
    const client = new TestClient(apps.cz, 'cs');
    assert.equal((await client.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    return client;
  }

  test('need a session, and the CSRF token for changes', async () => {
    assert.equal((await apps.cz.inject({ url: catalogueFavourites.path })).statusCode, 401);
    assert.equal((await apps.cz.inject({ url: catalogueLastVisited.path })).statusCode, 401);
    const client = await customer();
    const withoutToken = await client.request({ method: 'POST', url: catalogueFavouriteAdd.path, body: { code: codes[0] }, csrf: false });
    assert.equal(withoutToken.statusCode, 403);
    const list = await client.get(catalogueFavourites.path);
    assert.deepEqual(list.json().codes, []);
  });

  test('add, list newest first, add again, remove, merge the browser list; unknown codes', async () => {
    const client = await customer();
    assert.deepEqual((await client.post(catalogueFavouriteAdd.path, { code: codes[0] })).json().codes, [codes[0]]);
    assert.deepEqual((await client.post(catalogueFavouriteAdd.path, { code: codes[1] })).json().codes, [codes[1], codes[0]]);
    assert.deepEqual((await client.post(catalogueFavouriteAdd.path, { code: codes[0] })).json().codes, [codes[1], codes[0]]);
    assert.equal((await client.post(catalogueFavouriteAdd.path, { code: 'P0' })).statusCode, 404);
    const removed = await client.request({ method: 'DELETE', url: buildPath('/api/new/catalogue/favourites/:code/', { code: codes[1]! }) });
    assert.deepEqual(removed.json().codes, [codes[0]]);
    const merged = await client.post(catalogueFavouritesMerge.path, { codes: [codes[2], 'P0', codes[0], codes[3]] });
    assert.deepEqual(merged.json().codes.sort(), [codes[0], codes[2], codes[3]].sort());
    const listed = v.parse(catalogueFavourites.response, (await client.get(catalogueFavourites.path)).json());
    assert.deepEqual(listed.results.map((tile) => tile.code), listed.codes);
    assert.equal(listed.codes.length, 3);
  });

  test('last visited keeps the 4 newest known codes without duplicates, per market', async () => {
    const client = await customer();
    const body = { codes: [codes[5], codes[4], codes[5], 'P0', codes[3], codes[2], codes[1]] };
    const replaced = await client.request({ method: 'PUT', url: catalogueLastVisitedReplace.path, body });
    assert.equal(replaced.statusCode, 200, replaced.body);
    const expected = [codes[5], codes[4], codes[3], codes[2]];
    assert.equal(expected.length, LAST_VISITED_LIMIT);
    assert.deepEqual(replaced.json().codes, expected);
    const stored = v.parse(catalogueLastVisited.response, (await client.get(catalogueLastVisited.path)).json());
    assert.deepEqual(stored.codes, expected);
    assert.deepEqual(stored.results.map((tile) => tile.code), expected);
    const romanian = new TestClient(apps.ro, 'ro');
    await romanian.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    assert.deepEqual((await romanian.get(catalogueLastVisited.path)).json().codes, []);
    const bad = await client.request({ method: 'PUT', url: catalogueLastVisitedReplace.path, body: { codes: 'P100001' } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual((await client.get(catalogueLastVisited.path)).json().codes, expected);
  });
});
