import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { catalogueProductDetail } from '@shop/shared/contract/catalogue';
import { products, typeDevices } from '../../db/schema/catalogue';
import { useMarketApps } from '../../test-support/market-apps';
import { TestClient } from '../../test-support/test-client';
import { TEST_STAFF } from '../../test-support/test-database';
import { bonusUpTo } from './buyout-bonus-up-to';

const apps = useMarketApps();

describe('buyout bonus "up to N %" (AT-B4)', () => {
  test('the best grade of the most specific rows, capped by the type device', () => {
    const generic = [
      { manufacturerId: null, typeDeviceId: null, quality: 'A+', percent: 10 },
      { manufacturerId: null, typeDeviceId: null, quality: 'A', percent: 8 },
    ];
    assert.equal(bonusUpTo(generic, 1, 1, 20), 10);
    assert.equal(bonusUpTo(generic, 1, 1, 6), 6, 'capped');
    const brandA = { manufacturerId: 1, typeDeviceId: 1, quality: 'A+', percent: 3 };
    assert.equal(bonusUpTo([...generic, brandA], 1, 1, 20), 8, 'the brand row replaces A+, A stays best');
    assert.equal(bonusUpTo([...generic, brandA], 2, 1, 20), 10, 'another brand keeps the generic rows');
    assert.equal(bonusUpTo([], 1, 1, 20), null);
  });

  test('the product page follows the staff bonus rows of its manufacturer and type', async () => {
    const [phone] = await apps.database.db
      .select({ seoName: products.seoName, manufacturerId: products.manufacturerId, typeDeviceId: products.typeDeviceId, cap: typeDevices.buyoutBonusPercent })
      .from(products)
      .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
      .where(and(eq(products.market, 'CZ'), eq(typeDevices.code, 'phones'), isNotNull(typeDevices.buyoutBonusPercent)))
      .orderBy(asc(products.id))
      .limit(1);
    assert.ok(phone);
    const upTo = async () => v.parse(catalogueProductDetail.response, (await apps.cz.inject({ url: `/api/new/catalogue/products/${phone.seoName}/`, headers: { 'cache-control': 'no-cache' } })).json()).buyout_bonus?.percent;
    assert.equal(await upTo(), 10, 'seeded: A+ 10 %, capped at the phone type’s 10 %');

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
