import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DiscountSchema } from '@shop/shared/contract/admin-discounts';
import { CartSchema } from '@shop/shared/contract/cart';
import { products } from '../db/schema/catalogue';
import { shopper, stockedProduct } from '../orders/test-support/checkout-fixture';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import { randomDiscountCode } from './code-generator';

const apps = useMarketApps();
const terms = { kind: 'percent', value: 10, valid_from: '2020-01-01', valid_to: '2099-12-31' };

describe('discount scope by manufacturer (admin-feeds)', () => {
  test('a code for the device’s manufacturer discounts it; a code for another brand finds nothing in scope', async () => {
    const staff = new TestClient(apps.cz, 'cs');
    assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 3);
    const [row] = await apps.database.db.select({ manufacturerId: products.manufacturerId }).from(products).where(eq(products.id, device.id));
    const own = `MAN${randomDiscountCode().slice(3)}`;
    const other = `OTH${randomDiscountCode().slice(3)}`;
    const created = await staff.post('/api/new/admin/discounts/', { ...terms, code: own, manufacturer_ids: [row!.manufacturerId] });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(v.parse(DiscountSchema, created.json()).manufacturer_ids, [row!.manufacturerId], 'kept and answered');
    assert.equal((await staff.post('/api/new/admin/discounts/', { ...terms, code: other, manufacturer_ids: [row!.manufacturerId + 100_000] })).statusCode, 201);

    const buyer = await shopper(apps.cz, 'CZ');
    assert.equal((await buyer.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
    const refused = await buyer.post('/api/new/discounts/apply/', { code: other });
    assert.equal(refused.statusCode, 400, 'nothing in the cart is of that brand');
    const applied = await buyer.post('/api/new/discounts/apply/', { code: own });
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal(v.parse(CartSchema, applied.json()).totals.discounts, Math.round(device.price * 0.1));
  });
});
