import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, asc, desc, eq, gte, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { catalogueProductDetail } from '@shop/shared/contract/catalogue';
import { products, typeDevices } from '../db/schema/catalogue';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import { bestBonusRow, bonusUpTo } from './buyout-bonus-up-to';
import { CartSchema } from '@shop/shared/contract/cart';
import { buyouts } from '../db/schema/buyout';
import { soldBuyout } from '../security/support/objects';
import { shopper } from '../orders/test-support/checkout-fixture';
import { manufacturers } from '../db/schema/catalog';

const apps = useMarketApps();

describe('buyout bonus "up to N %" (AT-B4)', () => {
  test('the best grade of the most specific rows; of equally specific rows the newest; only rows for any type are capped', () => {
    const generic = [
      { manufacturerId: null, typeDeviceId: null, quality: 'A+', percent: 10 },
      { manufacturerId: null, typeDeviceId: null, quality: 'A', percent: 8 },
    ];
    assert.equal(bonusUpTo(generic, 1, 1, 20), 10);
    assert.equal(bonusUpTo(generic, 1, 1, 6), 6, 'a row for any type keeps the type’s cap');
    const brandA = { manufacturerId: 1, typeDeviceId: 1, quality: 'A+', percent: 3 };
    assert.equal(bonusUpTo([...generic, brandA], 1, 1, 20), 8, 'the brand row replaces A+, A stays best');
    assert.equal(bonusUpTo([...generic, brandA], 2, 1, 20), 10, 'another brand keeps the generic rows');
    const newerBrandA = { ...brandA, percent: 15 };
    assert.equal(bonusUpTo([...generic, brandA, newerBrandA], 1, 1, 10), 15, 'a newer row of the same scope replaces the older; naming the type, it is not capped');
    assert.equal(bestBonusRow([...generic, brandA, newerBrandA], 1, 1, 'A+'), newerBrandA);
    assert.equal(bonusUpTo([], 1, 1, 20), null);
  });

  test('the product page follows the staff bonus rows of its manufacturer and type', async () => {
    const [phone] = await apps.database.db
      .select({ seoName: products.seoName, manufacturerId: products.manufacturerId, typeDeviceId: products.typeDeviceId })
      .from(products)
      .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
      .where(and(eq(products.market, 'CZ'), eq(typeDevices.code, 'phones'), isNotNull(typeDevices.buyoutBonusPercent)))
      .orderBy(asc(products.id))
      .limit(1);
    assert.ok(phone);
    const upTo = async () => v.parse(catalogueProductDetail.response, (await apps.cz.inject({ url: `/api/new/catalogue/products/${phone.seoName}/`, headers: { 'cache-control': 'no-cache' } })).json()).buyout_bonus?.percent;
    assert.equal(await upTo(), 10, 'seeded: A+ 10 %');

    const staff = new TestClient(apps.cz, 'cs');
    assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
    const base = '/api/new/product/admin-bonuses-for-used-product/';
    for (const [quality, percent] of [['A+', 3], ['A', 5]] as const) {
      const created = await staff.post(base, { manufacturer: phone.manufacturerId, type_device: phone.typeDeviceId, quality, percent });
      assert.equal(created.statusCode, 201, created.body);
    }
    // The generic B row (6 %) is now the best this phone can get.
    assert.equal(await upTo(), 6);
  });
});

describe('a new bonus above the type device’s old percent (issue #33, point 5)', () => {
  test('the product page, cached or not, says what the cart grants for the same phone', async () => {
    const [phone] = await apps.database.db
      .select({ id: products.id, seoName: products.seoName, manufacturerId: products.manufacturerId, typeDeviceId: products.typeDeviceId })
      .from(products)
      .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(and(eq(products.market, 'CZ'), eq(typeDevices.code, 'phones'), eq(manufacturers.name, 'Apple'), gte(products.warehouseQuantity, 2)))
      .orderBy(desc(products.id))
      .limit(1);
    assert.ok(phone, 'a stocked Apple phone');
    const page = async () => v.parse(catalogueProductDetail.response, (await apps.cz.inject({ url: `/api/new/catalogue/products/${phone.seoName}/` })).json()).buyout_bonus?.percent;
    const before = await page();
    assert.ok(before !== undefined && before < 15, 'seeded below 15 %');

    const buyout = await soldBuyout(apps.cz, 'bonus up to');
    const [{ quality }] = (await apps.database.db.select({ quality: buyouts.quality }).from(buyouts).where(eq(buyouts.id, Number(buyout.id)))) as [{ quality: string }];
    const staff = new TestClient(apps.cz, 'cs');
    assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
    const created = await staff.post('/api/new/product/admin-bonuses-for-used-product/', { manufacturer: phone.manufacturerId, type_device: phone.typeDeviceId, quality, percent: 15 });
    assert.equal(created.statusCode, 201, created.body);

    const buyer = await shopper(apps.cz, 'CZ');
    const added = (await buyer.post('/api/new/cart/add-product/', { product: phone.id })).json() as { item_id: number };
    assert.equal((await buyer.post(`/api/new/cart/buyout-bonus/${added.item_id}/`, { buyout: Number(buyout.id), token: buyout.token })).statusCode, 200);
    const cart = v.parse(CartSchema, (await buyer.get('/api/new/cart/packages/')).json());
    const granted = cart.packages[0]!.items[0]!.buyout_bonus!.percent;
    assert.equal(granted, 15, 'the cart grants the new row');
    assert.equal(await page(), granted, 'the page (through the answer cache) shows what the cart grants');
  });
});
