import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { catalogueCategoryListing, type CategoryListing } from '@shop/shared/contract/catalogue';
import { PAGE_SIZE_MAX } from '@shop/shared/contract/paged';
import { useMarketApps } from '../../test-support/market-apps';
import { FIXTURE_CHILD_PATH, FIXTURE_ROOT_PATH, insertListingFixture, type InsertedFixture } from '../test-support/listing-fixture';

const apps = useMarketApps();
let fixture: InsertedFixture;

async function listing(query: string, path = FIXTURE_ROOT_PATH): Promise<CategoryListing> {
  const response = await apps.cz.inject({ url: `${catalogueCategoryListing.path}?url_path=${encodeURIComponent(path)}&${query}` });
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(catalogueCategoryListing.response, response.json());
}

const codes = (answer: CategoryListing) => answer.results.map((tile) => tile.code);
const count = (facet: { value?: string; name?: string; count: number }[], key: string) => facet.find((entry) => (entry.value ?? entry.name) === key)?.count;

describe('category listing on a hand-counted fixture', () => {
  before(async () => {
    fixture = await insertListingFixture(apps.database.db);
  });

  test('no filters: every product of the category and its subcategory, facets counted over all six', async () => {
    const answer = await listing('ordering=price');
    assert.equal(answer.count, 6);
    assert.deepEqual(codes(answer), ['FX5', 'FX6', 'FX3', 'FX4', 'FX1', 'FX2']);
    assert.deepEqual(answer.facets.manufacturers.map((entry) => [entry.name, entry.count]), [['Apple', 3], ['Samsung', 3]]);
    assert.deepEqual(answer.facets.conditions, [{ value: 'new', count: 3 }, { value: 'used', count: 3 }]);
    assert.deepEqual(answer.facets.qualities, [{ value: 'A', count: 2 }, { value: 'B', count: 1 }]);
    assert.deepEqual(answer.facets.price, { min: 9000, max: 25000 });
    assert.equal(answer.facets.in_stock, 4);
    const storage = answer.facets.attributes.find((facet) => facet.code === 'storage');
    assert.deepEqual(storage?.values, [{ value: '128', count: 3 }, { value: '256', count: 2 }, { value: '512', count: 1 }]);
    assert.equal(storage?.unit, 'GB');
    assert.deepEqual(answer.category.children.map((child) => child.url_path), [FIXTURE_CHILD_PATH]);
    assert.deepEqual(answer.category.breadcrumb.map((step) => step.url_path), [FIXTURE_ROOT_PATH]);
  });

  test('a facet counts under every filter but its own', async () => {
    const answer = await listing(`manufacturer=${fixture.makerIds.Apple}&in_stock=true`);
    assert.equal(answer.count, 2);
    assert.deepEqual(codes(answer).sort(), ['FX1', 'FX3']);
    assert.equal(count(answer.facets.manufacturers, 'Apple'), 2);
    assert.equal(count(answer.facets.manufacturers, 'Samsung'), 2);
    assert.deepEqual(answer.facets.conditions, [{ value: 'new', count: 1 }, { value: 'used', count: 1 }]);
    assert.equal(answer.facets.in_stock, 2);
    assert.deepEqual(answer.facets.price, { min: 15000, max: 20000 });
  });

  test('values of one attribute are OR-ed; a value nothing matches still shows with 0', async () => {
    const answer = await listing('attribute=storage:128&attribute=storage:256&condition=used');
    assert.deepEqual(codes(answer).sort(), ['FX3', 'FX5']);
    const storage = answer.facets.attributes.find((facet) => facet.code === 'storage');
    assert.deepEqual(storage?.values, [{ value: '128', count: 2 }, { value: '256', count: 0 }, { value: '512', count: 1 }]);
  });

  test('price range, quality and both together', async () => {
    assert.deepEqual(codes(await listing('price_min=11000&price_max=20000&ordering=price')), ['FX6', 'FX3', 'FX4', 'FX1']);
    assert.deepEqual(codes(await listing('quality=A&ordering=price')), ['FX6', 'FX3']);
    assert.deepEqual(codes(await listing('quality=A&quality=B&price_max=10000')), ['FX5']);
  });

  test('orderings: popular, cheapest, most expensive, newest', async () => {
    assert.deepEqual(codes(await listing('')), ['FX4', 'FX2', 'FX1', 'FX5', 'FX6', 'FX3']);
    assert.deepEqual(codes(await listing('ordering=-price')), ['FX2', 'FX1', 'FX4', 'FX3', 'FX6', 'FX5']);
    assert.deepEqual(codes(await listing('ordering=-created_at')), ['FX2', 'FX4', 'FX1', 'FX6', 'FX3', 'FX5']);
  });

  test('paging: a short last page, a page past the end, the largest page size', async () => {
    const last = await listing('ordering=price&page_size=4&page=2');
    assert.equal(last.count, 6);
    assert.deepEqual(codes(last), ['FX1', 'FX2']);
    const past = await listing('ordering=price&page_size=4&page=3');
    assert.equal(past.count, 6);
    assert.deepEqual(past.results, []);
    assert.equal((await listing(`page_size=${PAGE_SIZE_MAX}`)).results.length, 6);
    const tooLarge = await apps.cz.inject({ url: `${catalogueCategoryListing.path}?url_path=${FIXTURE_ROOT_PATH}&page_size=${PAGE_SIZE_MAX + 1}`, headers: { 'accept-language': 'cs' } });
    assert.equal(tooLarge.statusCode, 400);
    assert.ok(Array.isArray(tooLarge.json().page_size));
  });

  test('a subcategory lists only its own products', async () => {
    assert.deepEqual(codes(await listing('ordering=price', FIXTURE_CHILD_PATH)), ['FX4', 'FX2']);
  });

  test('bad filters get a 400 in the request language; an unknown category a 404', async () => {
    const bad = await apps.cz.inject({ url: `${catalogueCategoryListing.path}?url_path=${FIXTURE_ROOT_PATH}&price_min=abc&condition=broken`, headers: { 'accept-language': 'ro' } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json()).sort(), ['condition', 'price_min']);
    assert.equal(bad.json().price_min[0], 'Valoarea introdusă nu este un număr pozitiv.');
    const unknown = await apps.cz.inject({ url: `${catalogueCategoryListing.path}?url_path=/neexistuje/` });
    assert.equal(unknown.statusCode, 404);
    assert.equal(typeof unknown.json().detail, 'string');
  });

  test('one tile per model: its best variant under the filters, with the colours, capacities and lowest price it offers', async () => {
    // Two more variants of FX1's model (Apple, new, 128 GB, black, 20 000): white 256 GB in stock, white 128 GB used.
    const added = await apps.database.db.execute(sql`
      INSERT INTO products (market, master_product_id, manufacturer_id, type_device_id, code, seo_name, long_name, short_name,
        colour_name, colour_hex, capacity, condition, quality, price, vat_rate, popularity, store_quantity, warehouse_quantity)
      SELECT market, master_product_id, manufacturer_id, type_device_id, v.code, v.seo_name, long_name, short_name,
        'Bílá', '#f5f5f0', v.capacity, v.condition, v.quality, v.price, vat_rate, v.popularity, 0, v.warehouse
      FROM products, (VALUES ('FX1W', 'fixturofon-fx1w', '256 GB', 'new', NULL, 23000, 5, 3), ('FX1U', 'fixturofon-fx1u', '128 GB', 'used', 'A', 14000, 1, 0))
        AS v(code, seo_name, capacity, condition, quality, price, popularity, warehouse)
      WHERE products.code = 'FX1' RETURNING id`);
    try {
      const all = await listing('ordering=price&page_size=7');
      assert.equal(all.count, 6);
      assert.deepEqual(codes(all), ['FX5', 'FX6', 'FX1U', 'FX3', 'FX4', 'FX2']);
      const model = all.results.find((tile) => tile.code === 'FX1U')!.model!;
      assert.equal(model.variant_count, 3);
      assert.equal(model.from_price, 14000);
      assert.deepEqual(model.capacities, ['128 GB', '256 GB']);
      // The colours' order is the listing's: white (14 000) before black (20 000); each links to its cheapest variant.
      assert.deepEqual(model.colours.map((colour) => [colour.name, colour.url]), [['Bílá', '/produkt/fixturofon-fx1u/'], ['Černá', '/produkt/fixturofon-zlutoucky-fx1/']]);
      assert.deepEqual(all.facets.manufacturers.map((entry) => [entry.name, entry.count]), [['Apple', 3], ['Samsung', 3]]);
      assert.deepEqual(all.facets.conditions, [{ value: 'new', count: 3 }, { value: 'used', count: 4 }]);

      // Under a filter the model is its matching variants only.
      const fresh = await listing('condition=new&ordering=-price&page_size=8');
      const newOnly = fresh.results.find((tile) => tile.master_product.id === all.results.find((tile) => tile.code === 'FX1U')!.master_product.id)!;
      assert.equal(newOnly.code, 'FX1W');
      assert.deepEqual(newOnly.model, { variant_count: 2, from_price: 20000, colours: newOnly.model!.colours, capacities: ['128 GB', '256 GB'] });
      // New models in stock: FX1's (FX1 on a shelf, FX1W in the warehouse) and FX4; FX2 has none.
      assert.equal(fresh.facets.in_stock, 2);
    } finally {
      await apps.database.db.execute(sql`DELETE FROM products WHERE code IN ('FX1W', 'FX1U')`);
      assert.equal((added as unknown as { rows: unknown[] }).rows.length, 2);
    }
  });

  test('public and cacheable, with surrogate keys for the category, its products and html', async () => {
    const response = await apps.cz.inject({ url: `${catalogueCategoryListing.path}?url_path=${FIXTURE_ROOT_PATH}` });
    assert.match(String(response.headers['cache-control']), /^public, max-age=0, s-maxage=\d+$/);
    const keys = String(response.headers['surrogate-key']).split(' ');
    assert.ok(keys.includes('html'));
    assert.ok(keys.includes(`category-${fixture.rootId}`));
    assert.ok(keys.includes(`product-${response.json().results[0].id}`));
  });
});

describe('category listing on the seeded catalogue', () => {
  test('every category of the menu lists products in both markets', async () => {
    for (const [app, path] of [
      [apps.cz, '/mobilni-telefony/'],
      [apps.cz, '/tablety/'],
      [apps.cz, '/chytre-hodinky/'],
      [apps.cz, '/prislusenstvi/'],
      [apps.cz, '/mobilni-telefony/apple/'],
      [apps.ro, '/telefoane-mobile/'],
      [apps.ro, '/accesorii/huse-si-carcase/'],
    ] as const) {
      const response = await app.inject({ url: `${catalogueCategoryListing.path}?url_path=${encodeURIComponent(path)}` });
      assert.equal(response.statusCode, 200, `${path}: ${response.body}`);
      const answer = v.parse(catalogueCategoryListing.response, response.json());
      assert.ok(answer.count > 20, `${path}: ${answer.count}`);
      assert.equal(answer.results.length, 24);
    }
  });
});
