import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CartSchema } from '@shop/shared/contract/cart';
import { cartItems, orderLines, shopOrders } from '../db/schema/cart';
import { soldBuyout } from '../security/support/objects';
import { useMarketApps } from '../test-support/market-apps';
import type { TestClient } from '../test-support/test-client';
import { BUYOUT_BONUS_KIND, buyoutLineCode } from './buyout-use';
import { newToken, shopper, stockedProduct, submitBody } from './test-support/checkout-fixture';

const apps = useMarketApps();

/** A Czech cart with one stocked device. */
async function cartWithDevice(deviceSkip: number): Promise<{ client: TestClient; itemId: number }> {
  const device = await stockedProduct(apps.database.db, 'CZ', 'device', deviceSkip);
  const client = await shopper(apps.cz, 'CZ');
  const added = await client.post('/api/new/cart/add-product/', { product: device.id });
  assert.equal(added.statusCode, 200, added.body);
  return { client, itemId: (added.json() as { item_id: number }).item_id };
}

/** A Czech cart with one device and the buyout attached to it by the buyout's token. */
async function cartWithBonus(deviceSkip: number, buyout: Record<string, string>): Promise<{ client: TestClient; itemId: number }> {
  const { client, itemId } = await cartWithDevice(deviceSkip);
  const attached = await client.post(`/api/new/cart/buyout-bonus/${itemId}/`, { buyout: Number(buyout.id), token: buyout.token });
  assert.equal(attached.statusCode, 200, attached.body);
  assert.ok(v.parse(CartSchema, attached.json()).totals.buyout_bonus > 0);
  return { client, itemId };
}

async function bonusLines(buyoutId: number) {
  return apps.database.db
    .select({ orderId: orderLines.orderId, finalPrice: orderLines.finalPrice })
    .from(orderLines)
    .where(and(eq(orderLines.kind, BUYOUT_BONUS_KIND), eq(orderLines.productCode, buyoutLineCode(buyoutId))));
}

describe('a buyout used as a bonus', () => {
  test('is marked used by the order and cannot be attached to another cart', async () => {
    const buyout = await soldBuyout(apps.cz, 'used once');
    const { client } = await cartWithBonus(20, buyout);
    const placed = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_payment: 'bank_transfer' }));
    assert.equal(placed.statusCode, 200, placed.body);
    const lines = await bonusLines(Number(buyout.id));
    assert.equal(lines.length, 1);
    assert.ok(lines[0]!.finalPrice < 0, 'the bonus lowers the order');

    const { client: other, itemId } = await cartWithDevice(21);
    const again = await other.post(`/api/new/cart/buyout-bonus/${itemId}/`, { buyout: Number(buyout.id), token: buyout.token });
    assert.equal(again.statusCode, 400);
    assert.deepEqual((again.json() as { buyout: string[] }).buyout, ['Tento výkup nelze použít jako výkupní bonus.']);
  });

  test('a cart still holding a used buyout cannot place a second order with it; nothing is stored', async () => {
    const buyout = await soldBuyout(apps.cz, 'held by a stale cart');
    const { client } = await cartWithBonus(22, buyout);
    assert.equal((await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_payment: 'bank_transfer' }))).statusCode, 200);
    // A line that got the buyout before the order (the unique key only guards cart lines, which the order removed).
    const { client: stale, itemId } = await cartWithDevice(23);
    await apps.database.db.update(cartItems).set({ buyoutId: Number(buyout.id) }).where(eq(cartItems.id, itemId));
    const token = newToken();
    const refused = await stale.post('/api/new/orders/submit/', submitBody('CZ', token, { type_payment: 'bank_transfer' }));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual((refused.json() as { non_field_errors: string[] }).non_field_errors, ['Tento výkup nelze použít jako výkupní bonus.']);
    assert.equal((await apps.database.db.select().from(shopOrders).where(eq(shopOrders.submitToken, token))).length, 0);
    assert.equal((await bonusLines(Number(buyout.id))).length, 1);
  });

  test('concurrent submits of one cart under different tokens use the buyout in one order only', async () => {
    const buyout = await soldBuyout(apps.cz, 'raced');
    const { client } = await cartWithBonus(24, buyout);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_payment: 'bank_transfer', order_info: { consent_to_terms_of_service: true, note: `${index}` } }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [200, ...Array.from({ length: 7 }, () => 400)]);
    assert.equal((await bonusLines(Number(buyout.id))).length, 1);
  });
});

