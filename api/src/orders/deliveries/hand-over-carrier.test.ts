import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DeliveryRowSchema } from '@shop/shared/contract/order-deliveries';
import { OrderDeskDetailSchema } from '@shop/shared/contract/order-desk';
import type { Database } from '../../db/database';
import { shopOrders } from '../../db/schema/cart';
import { packageShipments } from '../../db/schema/package-shipments';
import { standInShipmentCarrier, type ShipmentRequest } from '../../delivery/shipment-carrier';
import { packByScanning } from '../../packaging/test-support/pack-order';
import { buildTestApp } from '../../test-support/test-app';
import { TestClient } from '../../test-support/test-client';
import { openTestDatabase, TEST_STAFF } from '../../test-support/test-database';
import { newToken, shopper, stockedProduct, submitBody } from '../test-support/checkout-fixture';

// The carrier is a third party: a counting stand-in behind the real client interface, failing on demand, and
// checking on every call that the order row is not locked (the call must run outside the desk's transaction).

let database: Database;
let app: FastifyInstance;
const calls: ShipmentRequest[] = [];
const lockedDuringCall: boolean[] = [];
let failNext = 0;

before(async () => {
  database = await openTestDatabase();
  const real = standInShipmentCarrier();
  app = await buildTestApp({
    database,
    config: { market: 'CZ', defaultLocale: 'cs' },
    configure: (built) => {
      built.shipmentCarrier = {
        async createShipment(request) {
          calls.push(request);
          lockedDuringCall.push(await orderRowLocked(request.orderNumber));
          if (failNext > 0) {
            failNext -= 1;
            throw new Error('carrier timed out');
          }
          return real.createShipment(request);
        },
      };
    },
  });
});
after(async () => {
  await app.close();
  await database.close();
});

/** Tries to lock the order row without waiting: refused (PostgreSQL 55P03) while a desk transaction holds it. */
async function orderRowLocked(orderNumber: string): Promise<boolean> {
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM shop_orders WHERE order_number = ${orderNumber} FOR UPDATE NOWAIT`);
    });
    return false;
  } catch {
    return true;
  }
}

let productSkip = 90;

async function packedOrder(staff: TestClient): Promise<{ number: string; packageId: number }> {
  const device = await stockedProduct(database.db, 'CZ', 'device', productSkip++);
  const client = await shopper(app, 'CZ');
  assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
  const placed = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_payment: 'bank_transfer' }));
  assert.equal(placed.statusCode, 200, placed.body);
  const number = (placed.json() as { order_number: string }).order_number;
  const packed = await packByScanning(database.db, staff, number);
  return { number, packageId: packed.package!.id };
}

async function staffClient(): Promise<TestClient> {
  const staff = new TestClient(app, 'cs');
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return staff;
}

const handOver = (staff: TestClient, packageId: number) => staff.post(`/api/new/orders/staff/deliveries/${packageId}/hand-over/`, {});

describe('the carrier call of the hand-over (O-S10)', () => {
  test('runs outside the order lock; a failed call keeps the reservation, the retry sends the same key and one shipment is made', async () => {
    const staff = await staffClient();
    const { number, packageId } = await packedOrder(staff);
    calls.length = 0;
    lockedDuringCall.length = 0;
    failNext = 1;

    const failed = await handOver(staff, packageId);
    assert.equal(failed.statusCode, 503);
    assert.deepEqual(failed.json(), { detail: 'Dopravce teď zásilku nepřijal. Zkuste to prosím znovu, zásilka se nezaloží dvakrát.' });
    const [reserved] = await database.db.select().from(packageShipments).where(eq(packageShipments.packageId, packageId));
    assert.equal(reserved!.deliveryNumber, null, 'reserved, not handed');
    const [order] = await database.db.select({ status: shopOrders.status }).from(shopOrders).where(eq(shopOrders.orderNumber, number));
    assert.equal(order!.status, 'packed', 'the order waits for the retry');

    const retried = await handOver(staff, packageId);
    assert.equal(retried.statusCode, 200, retried.body);
    const row = v.parse(DeliveryRowSchema, retried.json());
    assert.equal(row.status, 'handed_to_carrier');
    assert.equal(calls.length, 2);
    assert.equal(calls[0]!.idempotencyKey, reserved!.idempotencyKey);
    assert.equal(calls[1]!.idempotencyKey, reserved!.idempotencyKey, 'the retry reuses the key');
    assert.deepEqual(lockedDuringCall, [false, false], 'no transaction holds the order while the carrier is called');

    const [recorded] = await database.db.select().from(packageShipments).where(eq(packageShipments.packageId, packageId));
    assert.equal(recorded!.deliveryNumber, row.delivery_number);
    const detail = v.parse(OrderDeskDetailSchema, (await staff.get(`/api/new/orders/staff/orders/${number}/`)).json());
    assert.equal(detail.status, 'handed_to_carrier');
    assert.equal(detail.events.filter((event) => event.kind === 'handed_over').length, 1);

    assert.equal((await handOver(staff, packageId)).statusCode, 400, 'handed over once');
    assert.equal(calls.length, 2, 'a refused hand-over does not call the carrier');
  });

  test('two staff at once: both calls carry one key, one shipment and one timeline entry', async () => {
    const staff = await staffClient();
    const other = await staffClient();
    const { number, packageId } = await packedOrder(staff);
    calls.length = 0;
    const answers = await Promise.all([handOver(staff, packageId), handOver(other, packageId)]);
    const codes = answers.map((answer) => answer.statusCode);
    assert.ok(codes.includes(200), codes.join());
    assert.ok(codes.every((code) => code === 200 || code === 400), codes.join());
    assert.equal(new Set(calls.map((call) => call.idempotencyKey)).size, 1);
    const shipments = await database.db.select().from(packageShipments).where(eq(packageShipments.packageId, packageId));
    assert.equal(shipments.length, 1);
    const detail = v.parse(OrderDeskDetailSchema, (await staff.get(`/api/new/orders/staff/orders/${number}/`)).json());
    assert.equal(detail.events.filter((event) => event.kind === 'handed_over').length, 1);
  });
});
