import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import { OrderDeskDetailSchema, type OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { DeliveryRowSchema, deliveryDeskList, type DeliveryRow } from '@shop/shared/contract/order-deliveries';
import { orderPackages, shopOrders } from '../../db/schema/cart';
import { packageShipments } from '../../db/schema/package-shipments';
import { useMarketApps } from '../../test-support/market-apps';
import { TestClient } from '../../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../../test-support/test-database';
import { newToken, shopper, stockedProduct, submitBody } from '../test-support/checkout-fixture';
import { packByScanning } from '../../packaging/test-support/pack-order';

const apps = useMarketApps();
const DESK = '/api/new/orders/staff/orders/';
const DELIVERIES = '/api/new/orders/staff/deliveries/';

/** Products of this file start far from other files' picks, so stock counts are this file's own. */
let productSkip = 60;

async function placeOrder(app: FastifyInstance, market: Market): Promise<string> {
  const device = await stockedProduct(apps.database.db, market, 'device', productSkip++);
  const client = await shopper(app, market);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
  const placed = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), { type_payment: 'bank_transfer' }));
  assert.equal(placed.statusCode, 200, placed.body);
  return (placed.json() as { order_number: string }).order_number;
}

async function staffOf(app: FastifyInstance, locale: 'cs' | 'ro'): Promise<TestClient> {
  const staff = new TestClient(app, locale);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return staff;
}

async function detailOf(staff: TestClient, number: string): Promise<OrderDeskDetail> {
  const response = await staff.get(`${DESK}${number}/`);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(OrderDeskDetailSchema, response.json());
}

/** Packed as the packing table does it (O-S13): the order may be packed only when every piece is scanned. */
async function pack(staff: TestClient, number: string): Promise<number> {
  await packByScanning(apps.database.db, staff, number);
  return (await detailOf(staff, number)).packages[0]!.id;
}

async function handOver(staff: TestClient, packageId: number) {
  return staff.post(`${DELIVERIES}${packageId}/hand-over/`, {});
}

async function grid(staff: TestClient, search: string): Promise<DeliveryRow[]> {
  const response = await staff.get(`${DELIVERIES}?page_size=100&${search}`);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(deliveryDeskList.response, response.json()).results;
}

const numbersOf = (rows: DeliveryRow[]) => rows.map((row) => row.order_number);

describe('the delivery grid (O-S11, O-C2)', () => {
  test('lists packages with carrier and status, filtered by carrier, delivery status and date window', async () => {
    const recent = await placeOrder(apps.cz, 'CZ');
    const older = await placeOrder(apps.cz, 'CZ');
    await apps.database.db.update(shopOrders).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(shopOrders.orderNumber, older));
    const staff = await staffOf(apps.cz, 'cs');

    const all = await grid(staff, '');
    const row = all.find((item) => item.order_number === recent)!;
    assert.equal(row.carrier, 'ppl', 'a Czech courier order goes with PPL');
    assert.equal(row.status, 'new');
    assert.equal(row.delivery_number, null);
    assert.equal(row.can_hand_over, false, 'the order is not packed yet');
    assert.ok(numbersOf(all).indexOf(recent) < numbersOf(all).indexOf(older), 'newest order first');

    assert.ok(numbersOf(await grid(staff, 'carrier=ppl')).includes(recent));
    assert.ok(!numbersOf(await grid(staff, 'carrier=zasilkovna')).includes(recent));
    const windowed = numbersOf(await grid(staff, 'window=7'));
    assert.ok(windowed.includes(recent) && !windowed.includes(older));
    assert.ok(numbersOf(await grid(staff, 'window=42')).includes(older));
    assert.ok(!numbersOf(await grid(staff, 'delivery_status=handed_to_carrier')).includes(recent));

    const refused = await staff.get(`${DELIVERIES}?carrier=dhl&delivery_status=lost`);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(Object.keys(refused.json() as object).sort(), ['carrier', 'delivery_status']);
  });
});

describe('the hand-over to a carrier (O-S10, O-X1)', () => {
  test('a packed package gets the carrier delivery number, the order follows to handed_to_carrier, on the timeline with who did it', async () => {
    const number = await placeOrder(apps.cz, 'CZ');
    const staff = await staffOf(apps.cz, 'cs');
    const packageId = (await detailOf(staff, number)).packages[0]!.id;

    const early = await handOver(staff, packageId);
    assert.equal(early.statusCode, 400, 'the order is not packed yet');
    assert.deepEqual(early.json(), { non_field_errors: ['Zásilku nelze předat dopravci.'] });

    await pack(staff, number);
    const response = await handOver(staff, packageId);
    assert.equal(response.statusCode, 200, response.body);
    const handed = v.parse(DeliveryRowSchema, response.json());
    assert.equal(handed.status, 'handed_to_carrier');
    assert.equal(handed.carrier, 'ppl');
    assert.match(handed.delivery_number ?? '', /^PPL\d{10}$/);
    assert.ok(handed.tracking_url?.endsWith(handed.delivery_number!));
    assert.equal(handed.handed_by, TEST_STAFF.email);
    assert.equal(handed.can_hand_over, false);

    const detail = await detailOf(staff, number);
    assert.equal(detail.status, 'handed_to_carrier');
    const event = detail.events.find((item) => item.kind === 'handed_over')!;
    assert.equal(event.text, `Zásilka předána dopravci PPL, číslo zásilky ${handed.delivery_number}`);
    assert.equal(event.user_email, TEST_STAFF.email);
    assert.equal(detail.events.at(-1)!.text, 'Stav změněn z „Zabalená“ na „Předaná dopravci“');

    const again = await handOver(staff, packageId);
    assert.equal(again.statusCode, 400, 'handed once only');
    assert.equal((await apps.database.db.select().from(packageShipments).where(eq(packageShipments.packageId, packageId))).length, 1);
    assert.ok(numbersOf(await grid(staff, 'delivery_status=handed_to_carrier')).includes(number));
  });

  test('two staff handing the same package over at once make one shipment; the second is refused', async () => {
    const number = await placeOrder(apps.cz, 'CZ');
    const staff = await staffOf(apps.cz, 'cs');
    const packageId = await pack(staff, number);
    const other = await staffOf(apps.cz, 'cs');
    const answers = await Promise.all([handOver(staff, packageId), handOver(other, packageId)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    assert.deepEqual(answers.find((answer) => answer.statusCode === 400)!.json(), { non_field_errors: ['Zásilku nelze předat dopravci.'] });
    assert.equal((await apps.database.db.select().from(packageShipments).where(eq(packageShipments.packageId, packageId))).length, 1);
    assert.equal((await detailOf(staff, number)).events.filter((event) => event.kind === 'handed_over').length, 1);
  });

  test('store pickup and e-licence packages are refused in the reader language, nothing changes', async () => {
    const staff = await staffOf(apps.ro, 'ro');
    const store = await placeOrder(apps.ro, 'RO');
    const storePackage = await pack(staff, store);
    await apps.database.db.update(shopOrders).set({ deliveryCode: 'store' }).where(eq(shopOrders.orderNumber, store));
    const refused = await handOver(staff, storePackage);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { non_field_errors: ['Coletul nu poate fi predat curierului.'] });
    assert.equal((await detailOf(staff, store)).status, 'packed');

    const licence = await placeOrder(apps.ro, 'RO');
    const licencePackage = await pack(staff, licence);
    await apps.database.db.update(orderPackages).set({ kind: 'e_licence' }).where(eq(orderPackages.id, licencePackage));
    assert.equal((await handOver(staff, licencePackage)).statusCode, 400);
    const after = await detailOf(staff, licence);
    assert.equal(after.status, 'packed');
    assert.equal(after.packages[0]!.status, 'packed', 'as packaging left it');
  });

  test('staff only; another market sees no package', async () => {
    const number = await placeOrder(apps.cz, 'CZ');
    const staff = await staffOf(apps.cz, 'cs');
    const packageId = await pack(staff, number);
    assert.equal((await apps.cz.inject({ url: DELIVERIES })).statusCode, 401);
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await customer.get(DELIVERIES)).statusCode, 403);
    assert.equal((await handOver(customer, packageId)).statusCode, 403);
    const romanian = await staffOf(apps.ro, 'ro');
    assert.equal((await handOver(romanian, packageId)).statusCode, 404);
    assert.equal((await detailOf(staff, number)).status, 'packed');
  });
});
