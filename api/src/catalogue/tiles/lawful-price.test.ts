import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { catalogueProductTiles, type ProductTile } from '@shop/shared/contract/catalogue';
import { products } from '../../db/schema/catalogue';
import { productPriceHistory } from '../../db/schema/price-history';
import { CartSchema } from '@shop/shared/contract/cart';
import { shopper } from '../../orders/test-support/checkout-fixture';
import { useMarketApps } from '../../test-support/market-apps';

const apps = useMarketApps();

/** A CZ product the seed gave one price only (60 days ago), so the test writes its whole history (each test its own, the tile route caches). */
async function productWithoutDiscount(offset: number): Promise<{ id: number; code: string }> {
  const rows = await apps.database.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(and(eq(products.market, 'CZ'), isNull(products.commonPrice), sql`(SELECT count(*) FROM product_price_history h WHERE h.product_id = ${products.id}) = 1`))
    .orderBy(products.id)
    .limit(1)
    .offset(offset);
  return rows[0]!;
}

/** Sets a price as of `daysAgo` days ago, as a staff price change then would have. */
async function setPrice(id: number, price: number, daysAgo: number): Promise<void> {
  await apps.database.db.execute(sql`UPDATE products SET price = ${price}, price_since = now() - make_interval(days => ${daysAgo}) WHERE id = ${id}`);
}

async function tileOf(app: FastifyInstance, code: string): Promise<ProductTile> {
  const response = await app.inject({ url: `${catalogueProductTiles.path}?codes=${encodeURIComponent(code)}` });
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(catalogueProductTiles.response, response.json()).results[0]!;
}

describe('crossed-out prices are the lowest price of the 30 days before the discount', () => {
  test('a price raised and then "discounted" within 30 days shows no false discount', async () => {
    const product = await productWithoutDiscount(0);
    await setPrice(product.id, 10_000, 50);
    await setPrice(product.id, 15_000, 20);
    await setPrice(product.id, 12_000, 3);
    const tile = await tileOf(apps.cz, product.code);
    assert.equal(tile.price, 12_000);
    assert.equal(tile.common_price, null, 'the 30 days before held 10 000, lower than the "sale" price');
    assert.equal(tile.lowest_price_30_days, 10_000);
  });

  test('a real discount crosses out the lowest price of the 30 days before it and says since when', async () => {
    const product = await productWithoutDiscount(1);
    await setPrice(product.id, 15_000, 90);
    await setPrice(product.id, 14_000, 40);
    await setPrice(product.id, 14_500, 25);
    await setPrice(product.id, 12_000, 2);
    const tile = await tileOf(apps.cz, product.code);
    assert.equal(tile.common_price, 14_000, 'in effect when the 30-day window opened, lower than 14 500 and 15 000 outside it');
    const since = (await apps.database.db.select({ since: products.priceSince }).from(products).where(eq(products.id, product.id)))[0]!.since;
    assert.equal(tile.price_since, since.toISOString());
  });

  test('a crossed-out price written directly is undone, and every price change is in the history', async () => {
    const product = await productWithoutDiscount(2);
    await apps.database.db.update(products).set({ commonPrice: 99_999 }).where(eq(products.id, product.id));
    const [row] = await apps.database.db.select({ common: products.commonPrice }).from(products).where(eq(products.id, product.id));
    assert.equal(row!.common, null);
    const before = await apps.database.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, product.id));
    await setPrice(product.id, 777, 0);
    const after = await apps.database.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, product.id));
    assert.equal(after.length, before.length + 1);
    assert.ok(after.some((entry) => entry.price === 777));
  });

  test('the seed shows both: real discounts crossed out, and false ones left uncrossed', async () => {
    const discounted = await apps.database.db.select({ id: products.id, price: products.price, common: products.commonPrice }).from(products).where(isNotNull(products.commonPrice));
    assert.ok(discounted.length > 0);
    assert.ok(discounted.every((row) => row.common! > row.price));
    const falseOnes = await apps.database.db.execute(sql`
      SELECT p.id FROM products p
      WHERE p.common_price IS NULL AND (SELECT count(*) FROM product_price_history h WHERE h.product_id = p.id) >= 3`);
    assert.ok((falseOnes as unknown as { rows: unknown[] }).rows.length > 0, 'raised-then-discounted products exist without a crossed price');
  });

  test('the cart line carries the same 30-day lowest price, crossed out only when higher than the price', async () => {
    const discounted = await productWithoutDiscount(3);
    await setPrice(discounted.id, 14_000, 60);
    await setPrice(discounted.id, 12_000, 2);
    const raised = await productWithoutDiscount(4);
    await setPrice(raised.id, 10_000, 60);
    await setPrice(raised.id, 12_000, 2);
    await apps.database.db.update(products).set({ warehouseQuantity: 5 }).where(sql`${products.id} in (${discounted.id}, ${raised.id})`);
    const client = await shopper(apps.cz, 'CZ');
    for (const product of [discounted, raised]) assert.equal((await client.post('/api/new/cart/add-product/', { product: product.id })).statusCode, 200);
    const cart = v.parse(CartSchema, (await client.get('/api/new/cart/packages/')).json());
    const lineOf = (code: string) => cart.packages.flatMap((pack) => pack.items).find((line) => line.product.code === code)!.product;
    assert.deepEqual([lineOf(discounted.code).common_price, lineOf(discounted.code).lowest_price_30_days], [14_000, 14_000]);
    assert.deepEqual([lineOf(raised.code).common_price, lineOf(raised.code).lowest_price_30_days], [null, 10_000], 'no crossed-out price above a raise');
  });
});
