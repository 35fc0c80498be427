import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DeliveryPlaceSchema, type DeliveryPlace } from '@shop/shared/contract/checkout';
import { products, productStoreStock } from '../db/schema/catalogue';
import { stores } from '../db/schema/stores';
import { useMarketApps } from '../test-support/market-apps';
import type { TestClient } from '../test-support/test-client';
import { newToken, shopper, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';

const apps = useMarketApps();

/** Puts the device on exactly these shelves (pieces by store id) and in the warehouse; the product's store total follows. */
async function stockDevice(productId: number, warehouse: number, shelves: Map<number, number>): Promise<void> {
  const db = apps.database.db;
  await db.delete(productStoreStock).where(eq(productStoreStock.productId, productId));
  for (const [storeId, quantity] of shelves) await db.insert(productStoreStock).values({ productId, storeId, quantity });
  const total = [...shelves.values()].reduce((sum, quantity) => sum + quantity, 0);
  await db.update(products).set({ warehouseQuantity: warehouse, storeQuantity: total, supplierDeliveryDays: null }).where(eq(products.id, productId));
}

async function shelfOf(productId: number, storeId: number): Promise<number | undefined> {
  const [row] = await apps.database.db.select().from(productStoreStock).where(and(eq(productStoreStock.productId, productId), eq(productStoreStock.storeId, storeId)));
  return row?.quantity;
}

async function productStock(productId: number) {
  const [row] = await apps.database.db.select({ warehouse: products.warehouseQuantity, store: products.storeQuantity }).from(products).where(eq(products.id, productId));
  return row!;
}

async function placesFor(client: TestClient): Promise<DeliveryPlace[]> {
  return v.parse(v.array(DeliveryPlaceSchema), (await client.get('/api/new/delivery/places/')).json());
}

function pickupBody(place: DeliveryPlace) {
  return submitBody('CZ', newToken(), { type_delivery_code: 'store', store: place.seo_name, timeslot: place.timeslots[0]!.id, type_payment: 'bank_transfer' });
}

describe('store pickup stock', () => {
  test('only the store that has the device on its shelf is ready in 30 minutes, and its order takes from that shelf', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 30);
    const [stocked, empty] = await apps.database.db.select({ id: stores.id }).from(stores).where(eq(stores.market, 'CZ')).orderBy(stores.id).limit(2);
    await stockDevice(device.id, 5, new Map([[stocked!.id, 2]]));
    const client = await shopper(apps.cz, 'CZ');
    assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
    const places = await placesFor(client);
    const ready = places.find((place) => place.id === stocked!.id)!;
    const waiting = places.find((place) => place.id === empty!.id)!;
    assert.equal(ready.ready_in_minutes, 30);
    assert.equal(waiting.ready_in_minutes, null);
    assert.ok((waiting.ready_in_days ?? 0) > 0);

    const placed = await client.post('/api/new/orders/submit/', pickupBody(ready));
    assert.equal(placed.statusCode, 200, placed.body);
    assert.equal(await shelfOf(device.id, stocked!.id), 1, 'one piece left on that shelf');
    assert.deepEqual(await productStock(device.id), { warehouse: 5, store: 1 }, 'the warehouse keeps its pieces');
  });

  test('a store without the device on its shelf takes it from the warehouse and leaves other shelves alone', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 31);
    const [stocked, empty] = await apps.database.db.select({ id: stores.id }).from(stores).where(eq(stores.market, 'CZ')).orderBy(stores.id).limit(2);
    await stockDevice(device.id, 3, new Map([[stocked!.id, 2]]));
    const client = await shopper(apps.cz, 'CZ');
    assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
    const waiting = (await placesFor(client)).find((place) => place.id === empty!.id)!;
    const placed = await client.post('/api/new/orders/submit/', pickupBody(waiting));
    assert.equal(placed.statusCode, 200, placed.body);
    assert.equal(await shelfOf(device.id, stocked!.id), 2);
    assert.deepEqual(await productStock(device.id), { warehouse: 2, store: 2 });
  });

  test('two buyers racing for the last piece on a shelf promised in 30 minutes: one order, the other a clear error', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 32);
    const [stocked] = await apps.database.db.select({ id: stores.id }).from(stores).where(eq(stores.market, 'CZ')).orderBy(stores.id).limit(1);
    await stockDevice(device.id, 4, new Map([[stocked!.id, 1]]));
    const buyers = await Promise.all([shopper(apps.cz, 'CZ'), shopper(apps.cz, 'CZ')]);
    const bodies: ReturnType<typeof pickupBody>[] = [];
    for (const buyer of buyers) {
      assert.equal((await buyer.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
      const place = (await placesFor(buyer)).find((candidate) => candidate.id === stocked!.id)!;
      assert.equal(place.ready_in_minutes, 30);
      bodies.push(pickupBody(place));
    }
    const answers = await Promise.all(buyers.map((buyer, index) => buyer.post('/api/new/orders/submit/', bodies[index])));
    // Only a slot of today is one the shelf alone can meet; late in the day the first slot is tomorrow, which a
    // transfer from the warehouse meets too, so there the later buyer is served from the warehouse instead.
    const today = new Date();
    const todayId = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    if (!bodies[0]!.timeslot!.startsWith(todayId)) {
      // The later buyer is served from the warehouse, or refused when its check still saw the shelf's promise.
      const statuses = answers.map((answer) => answer.statusCode).sort();
      assert.ok(statuses[0] === 200 && (statuses[1] === 200 || statuses[1] === 400), String(statuses));
      assert.equal(await shelfOf(device.id, stocked!.id), 0, 'the shelf piece is sold once');
      const fromWarehouse = statuses[1] === 200 ? 1 : 0;
      assert.deepEqual(await productStock(device.id), { warehouse: 4 - fromWarehouse, store: 0 }, 'nothing taken twice, nothing lost');
      return;
    }
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    // The later buyer is told either that the piece is gone or, when the shelf was already empty at its check, that the slot is.
    const refusal = answers.find((answer) => answer.statusCode === 400)!.json() as { non_field_errors?: string[]; timeslot?: string[] };
    assert.match(refusal.non_field_errors?.[0] ?? refusal.timeslot?.[0] ?? '', /není skladem|není dostupný/, JSON.stringify(refusal));
    assert.equal(await shelfOf(device.id, stocked!.id), 0);
    assert.deepEqual(await productStock(device.id), { warehouse: 4, store: 0 }, 'the promised slot is not filled from the warehouse');
  });
});

describe('stock of orders sent by a carrier', () => {
  test('the warehouse goes first, then the fullest shelves, so the store total stays the sum of the shelves', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 33);
    const [small, large] = await apps.database.db.select({ id: stores.id }).from(stores).where(eq(stores.market, 'CZ')).orderBy(stores.id).limit(2);
    await stockDevice(device.id, 1, new Map([[small!.id, 1], [large!.id, 3]]));
    const client = await shopper(apps.cz, 'CZ');
    assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id, quantity: 3 })).statusCode, 200);
    const placed = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_delivery_code: 'courier', type_payment: 'bank_transfer' }));
    assert.equal(placed.statusCode, 200, placed.body);
    assert.deepEqual(await productStock(device.id), { warehouse: 0, store: 2 });
    assert.equal(await shelfOf(device.id, large!.id), 1, 'two pieces from the fullest shelf');
    assert.equal(await shelfOf(device.id, small!.id), 1, 'the other shelf keeps its piece');
  });

  test('more pieces than warehouse and shelves hold together: a clear error, nothing taken', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 34);
    const [store] = await apps.database.db.select({ id: stores.id }).from(stores).where(eq(stores.market, 'CZ')).orderBy(stores.id).limit(1);
    await stockDevice(device.id, 1, new Map([[store!.id, 1]]));
    const client = await shopper(apps.cz, 'CZ');
    assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id, quantity: 2 })).statusCode, 200);
    await stockDevice(device.id, 0, new Map([[store!.id, 1]]));
    const refused = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_delivery_code: 'courier', type_payment: 'bank_transfer' }));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(await productStock(device.id), { warehouse: 0, store: 1 });
    assert.equal(await shelfOf(device.id, store!.id), 1);
  });
});
