import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import { OrderDeskDetailSchema } from '@shop/shared/contract/order-desk';
import { PackagingStateSchema } from '@shop/shared/contract/order-packaging';
import { orderPackages } from '../db/schema/cart';
import { products } from '../db/schema/catalogue';
import { stockPieces } from '../db/schema/packaging';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { newToken, shopper, submitBody } from '../orders/test-support/checkout-fixture';
import { freePieces, packagingOf, packagingUrl, warehousePhone } from './test-support/pack-order';

// Undo of a wrong scan at the packing table (issue #9).

const apps = useMarketApps();
const DESK = '/api/new/orders/staff/orders/';


async function orderOnePhone(app: FastifyInstance, market: Market, productId: number): Promise<string> {
  const client = await shopper(app, market);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: productId })).statusCode, 200);
  const placed = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), { type_payment: 'bank_transfer' }));
  assert.equal(placed.statusCode, 200, placed.body);
  return (placed.json() as { order_number: string }).order_number;
}

async function staffOf(app: FastifyInstance, locale: 'cs' | 'ro'): Promise<TestClient> {
  const staff = new TestClient(app, locale);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return staff;
}

const scan = (staff: TestClient, number: string, code: string) => staff.post(`${packagingUrl(number)}scans/`, { code });
const unscan = (staff: TestClient, number: string, pieceId: number, csrf = true) =>
  staff.request({ method: 'DELETE', url: `${packagingUrl(number)}pieces/${pieceId}/`, csrf });
const measure = (staff: TestClient, number: string) =>
  staff.request({ method: 'PUT', url: `${packagingUrl(number)}package/`, body: { weight_kg: 0.4, width_cm: 20, height_cm: 12, depth_cm: 6 } });

async function pieceOf(serial: string) {
  const [row] = await apps.database.db.select().from(stockPieces).where(eq(stockPieces.serialNumber, serial));
  return row!;
}

async function scannedPieceId(staff: TestClient, number: string, serial: string): Promise<number> {
  const scanned = await scan(staff, number, serial);
  assert.equal(scanned.statusCode, 200, scanned.body);
  const state = v.parse(PackagingStateSchema, scanned.json());
  return state.lines.flatMap((line) => line.pieces).find((piece) => piece.serial_number === serial)!.id;
}

describe('undo of a wrong scan', () => {
  test('the piece goes back on the shelf, the timeline names who and when, another piece can be scanned; a packed order goes back to processing', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'CZ', 7);
    const number = await orderOnePhone(apps.cz, 'CZ', phoneId);
    const staff = await staffOf(apps.cz, 'cs');
    const [wrong, right] = await freePieces(apps.database.db, phoneId, 2);
    const [before] = await apps.database.db.select({ warehouse: products.warehouseQuantity }).from(products).where(eq(products.id, phoneId));

    const wrongId = await scannedPieceId(staff, number, wrong!.serial);
    const undone = await unscan(staff, number, wrongId);
    assert.equal(undone.statusCode, 200, undone.body);
    const state = v.parse(PackagingStateSchema, undone.json());
    assert.deepEqual(state.lines[0]!.pieces, []);
    assert.equal(state.lines[0]!.packed_quantity, 0);
    const freed = await pieceOf(wrong!.serial);
    assert.deepEqual([freed.orderLineId, freed.scannedAt, freed.scannedBy], [null, null, null]);
    const [after] = await apps.database.db.select({ warehouse: products.warehouseQuantity }).from(products).where(eq(products.id, phoneId));
    assert.equal(after!.warehouse, before!.warehouse, 'the order still holds its sold count; only the piece is free');

    const detail = v.parse(OrderDeskDetailSchema, (await staff.get(`${DESK}${number}/`)).json());
    const entry = detail.events.find((event) => event.kind === 'unscanned');
    assert.ok(entry, 'the undo is on the timeline');
    assert.match(entry.text, new RegExp(`S/N ${wrong!.serial}`));
    assert.equal(entry.user_email, TEST_STAFF.email);
    assert.ok(Date.now() - Date.parse(entry.created_at) < 60_000);

    assert.equal((await unscan(staff, number, wrongId)).statusCode, 404, 'already taken off');
    const rightId = await scannedPieceId(staff, number, right!.serial);
    const measured = await measure(staff, number);
    assert.equal(v.parse(PackagingStateSchema, measured.json()).status, 'packed');

    const reopened = await unscan(staff, number, rightId);
    assert.equal(reopened.statusCode, 200, reopened.body);
    const reopenedState = v.parse(PackagingStateSchema, reopened.json());
    assert.equal(reopenedState.status, 'processing');
    assert.equal(reopenedState.package!.status, 'new');
    assert.equal(reopenedState.can_pack, true);
    // The parcel keeps its measures: scanning the right piece again packs the order again.
    assert.equal(v.parse(PackagingStateSchema, (await scan(staff, number, right!.serial)).json()).status, 'packed');
  });

  test('after the hand-over the undo is refused with a clear message and the piece stays in the parcel (Romanian)', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'RO', 7);
    const number = await orderOnePhone(apps.ro, 'RO', phoneId);
    const staff = await staffOf(apps.ro, 'ro');
    const [piece] = await freePieces(apps.database.db, phoneId, 1);
    const pieceId = await scannedPieceId(staff, number, piece!.serial);
    assert.equal((await measure(staff, number)).statusCode, 200);
    const packed = await packagingOf(staff, number);
    assert.equal(packed.status, 'packed');
    const handed = await staff.post(`/api/new/orders/staff/deliveries/${packed.package!.id}/hand-over/`, {});
    assert.equal(handed.statusCode, 200, handed.body);

    const refused = await unscan(staff, number, pieceId);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { non_field_errors: ['Coletul este deja predat curierului, articolul nu mai poate fi scos din el.'] });
    assert.notEqual((await pieceOf(piece!.serial)).orderLineId, null);
    assert.equal((await packagingOf(staff, number)).can_unscan, false);
  });

  test('two staff undoing the same scan at once: one succeeds, the other gets 404, one timeline entry', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'CZ', 8);
    const number = await orderOnePhone(apps.cz, 'CZ', phoneId);
    const [one, two] = [await staffOf(apps.cz, 'cs'), await staffOf(apps.cz, 'cs')];
    const [piece] = await freePieces(apps.database.db, phoneId, 1);
    const pieceId = await scannedPieceId(one, number, piece!.serial);
    const answers = await Promise.all([unscan(one, number, pieceId), unscan(two, number, pieceId)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 404]);
    assert.deepEqual(answers.find((answer) => answer.statusCode === 404)!.json(), { detail: 'Položky objednávky nebyly nalezeny.' });
    const detail = v.parse(OrderDeskDetailSchema, (await one.get(`${DESK}${number}/`)).json());
    assert.equal(detail.events.filter((event) => event.kind === 'unscanned').length, 1);
    assert.equal((await pieceOf(piece!.serial)).orderLineId, null);
  });

  test('staff only, with CSRF; a piece of another order or market is 404; nothing changes', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'CZ', 9);
    const number = await orderOnePhone(apps.cz, 'CZ', phoneId);
    const other = await orderOnePhone(apps.cz, 'CZ', phoneId);
    const staff = await staffOf(apps.cz, 'cs');
    const [piece] = await freePieces(apps.database.db, phoneId, 1);
    const pieceId = await scannedPieceId(staff, number, piece!.serial);

    const anonymous = new TestClient(apps.cz, 'cs');
    await anonymous.get('/api/new/auth/me/');
    assert.equal((await unscan(anonymous, number, pieceId)).statusCode, 401);
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await unscan(customer, number, pieceId)).statusCode, 403);
    assert.equal((await unscan(staff, number, pieceId, false)).statusCode, 403);
    assert.equal((await unscan(staff, other, pieceId)).statusCode, 404, 'the piece is not on this order');
    assert.equal((await unscan(await staffOf(apps.ro, 'ro'), number, pieceId)).statusCode, 404);
    assert.equal((await unscan(staff, number, 0)).statusCode, 400, 'a piece id is a positive number');
    assert.notEqual((await pieceOf(piece!.serial)).orderLineId, null);
    const [pack] = await apps.database.db.select({ status: orderPackages.status }).from(orderPackages).where(eq(orderPackages.kind, 'own_stock')).orderBy(desc(orderPackages.id)).limit(1);
    assert.equal(pack!.status, 'new');
  });
});
