import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import { OrderDeskDetailSchema } from '@shop/shared/contract/order-desk';
import { PackagingStateSchema } from '@shop/shared/contract/order-packaging';
import { normalizeImei } from '@shop/shared/validation/imei';
import { orderLines, orderPackages, shopOrders } from '../db/schema/cart';
import { products } from '../db/schema/catalogue';
import { packageMeasures, stockPieces } from '../db/schema/packaging';
import { orderStatusView } from '../orders/customer/order-status-view';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { newToken, shopper, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { freePieces, packagingOf, packagingUrl, warehousePhone } from './test-support/pack-order';

const apps = useMarketApps();
const DESK = '/api/new/orders/staff/orders/';


async function placeOrder(app: FastifyInstance, market: Market, items: { product: number; quantity?: number }[]): Promise<string> {
  const client = await shopper(app, market);
  for (const item of items) {
    for (let i = 0; i < (item.quantity ?? 1); i++) {
      const added = await client.post('/api/new/cart/add-product/', { product: item.product });
      assert.equal(added.statusCode, 200, added.body);
    }
  }
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
const count = (staff: TestClient, number: string, lineId: number, packed: number) =>
  staff.request({ method: 'PUT', url: `${packagingUrl(number)}lines/${lineId}/`, body: { packed_quantity: packed } });
const measure = (staff: TestClient, number: string, body: unknown) => staff.request({ method: 'PUT', url: `${packagingUrl(number)}package/`, body });

async function detailOf(staff: TestClient, number: string) {
  const response = await staff.get(`${DESK}${number}/`);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(OrderDeskDetailSchema, response.json());
}

async function pieceOwner(serial: string): Promise<number | null> {
  const [row] = await apps.database.db.select({ line: stockPieces.orderLineId }).from(stockPieces).where(eq(stockPieces.serialNumber, serial));
  return row!.line;
}

describe('seeded stock pieces', () => {
  test('every warehouse piece of a phone has a unique serial number and a valid IMEI', async () => {
    const productId = await warehousePhone(apps.database.db, 'CZ', 0);
    const [row] = await apps.database.db.select({ warehouse: products.warehouseQuantity }).from(products).where(eq(products.id, productId));
    const pieces = await apps.database.db.select().from(stockPieces).where(eq(stockPieces.productId, productId));
    assert.ok(pieces.filter((piece) => piece.storeId === null).length >= row!.warehouse, 'one piece per counted warehouse unit at least');
    assert.equal(new Set(pieces.map((piece) => piece.serialNumber)).size, pieces.length);
    for (const piece of pieces) assert.equal(normalizeImei(piece.imei ?? ''), piece.imei, `IMEI of ${piece.serialNumber} passes Luhn`);
  });
});

describe('packaging an order (O-S13, O-X3, O-X4)', () => {
  test('scans each S/N, counts the accessory, refuses wrong and repeated scans, then weighs the parcel and the order is packed', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'CZ', 1);
    const otherPhoneId = await warehousePhone(apps.database.db, 'CZ', 2);
    const accessory = await stockedProduct(apps.database.db, 'CZ', 'accessory', 40);
    const number = await placeOrder(apps.cz, 'CZ', [{ product: phoneId }, { product: accessory.id, quantity: 2 }]);
    const staff = await staffOf(apps.cz, 'cs');

    const start = await packagingOf(staff, number);
    assert.equal(start.can_pack, true);
    assert.equal(start.all_items_packed, false);
    const phoneLine = start.lines.find((line) => line.serialised)!;
    const accessoryLine = start.lines.find((line) => !line.serialised)!;
    assert.equal(phoneLine.quantity, 1);
    assert.equal(accessoryLine.quantity, 2);
    assert.equal(start.package?.measures, null);

    const unknown = await scan(staff, number, 'NOSUCHSERIAL1');
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { code: ['Sériové číslo nesouhlasí nebo nebylo nalezeno.'] });
    const [foreign] = await freePieces(apps.database.db, otherPhoneId, 1);
    assert.deepEqual((await scan(staff, number, foreign!.serial)).json(), { code: ['Sériové číslo nesouhlasí nebo nebylo nalezeno.'] }, 'a piece of a product the order does not have');
    assert.equal(await pieceOwner(foreign!.serial), null);

    const [piece, spare] = await freePieces(apps.database.db, phoneId, 2);
    // A scanner or hand typing may give lower case and label dashes.
    const typed = `${piece!.serial.slice(0, 4).toLowerCase()}-${piece!.serial.slice(4)}`;
    const scanned = await scan(staff, number, typed);
    assert.equal(scanned.statusCode, 200, scanned.body);
    const afterScan = v.parse(PackagingStateSchema, scanned.json());
    assert.deepEqual(afterScan.lines.find((line) => line.id === phoneLine.id)!.pieces.map(({ serial_number, imei }) => ({ serial_number, imei })), [{ serial_number: piece!.serial, imei: piece!.imei }]);
    assert.equal(await pieceOwner(piece!.serial), phoneLine.id);

    assert.deepEqual((await scan(staff, number, piece!.serial)).json(), { code: ['Položka už byla naskenována.'] }, 'the same piece again (O-X3)');
    assert.deepEqual((await scan(staff, number, piece!.imei!)).json(), { code: ['Položka už byla naskenována.'] }, 'the same piece by its IMEI');
    assert.deepEqual((await scan(staff, number, spare!.serial)).json(), { code: ['Položka už byla naskenována.'] }, 'one phone ordered, one scanned already');
    assert.equal(await pieceOwner(spare!.serial), null);

    const badCode = await scan(staff, number, '<b>');
    assert.equal(badCode.statusCode, 400);
    assert.deepEqual(Object.keys(badCode.json() as object), ['code']);

    assert.equal((await staff.request({ method: 'PATCH', url: `${DESK}${number}/status/`, body: { status: 'processing' } })).statusCode, 200);
    const early = await staff.request({ method: 'PATCH', url: `${DESK}${number}/status/`, body: { status: 'packed' } });
    assert.equal(early.statusCode, 400, 'packed only through packaging');
    assert.deepEqual(Object.keys(early.json() as object), ['status']);

    const tooMany = await count(staff, number, accessoryLine.id, 3);
    assert.equal(tooMany.statusCode, 400);
    assert.deepEqual(tooMany.json(), { packed_quantity: ['Objednávka obsahuje jen 2 ks této položky.'] });
    assert.equal((await count(staff, number, phoneLine.id, 1)).statusCode, 400, 'a serialised line is scanned, not counted');
    assert.equal((await count(staff, number, 999_999_999, 1)).statusCode, 404);
    const counted = await count(staff, number, accessoryLine.id, 2);
    assert.equal(counted.statusCode, 200, counted.body);
    const allIn = v.parse(PackagingStateSchema, counted.json());
    assert.equal(allIn.all_items_packed, true);
    assert.equal(allIn.status, 'processing', 'still waiting for the parcel figures');

    const invalid = await measure(staff, number, { weight_kg: 0, width_cm: 0, height_cm: 'x', depth_cm: 500 });
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(Object.keys(invalid.json() as object).sort(), ['depth_cm', 'height_cm', 'weight_kg', 'width_cm']);
    assert.equal((await apps.database.db.select().from(packageMeasures).where(eq(packageMeasures.packageId, allIn.package!.id))).length, 0, 'nothing stored');

    const measured = await measure(staff, number, { weight_kg: 0.4567, width_cm: 20, height_cm: 12, depth_cm: 6 });
    assert.equal(measured.statusCode, 200, measured.body);
    const done = v.parse(PackagingStateSchema, measured.json());
    assert.equal(done.status, 'packed');
    assert.equal(done.can_pack, false);
    assert.deepEqual(done.package!.measures, { weight_kg: 0.457, width_cm: 20, height_cm: 12, depth_cm: 6 });
    assert.equal(done.package!.status, 'packed');

    const texts = (await detailOf(staff, number)).events.map((event) => event.text);
    assert.ok(texts.includes(`Naskenováno ${phoneLine.product_code}: S/N ${piece!.serial}`), texts.join('\n'));
    assert.ok(texts.includes(`Zabaleno ${accessoryLine.product_code}: 2 z 2 ks`));
    assert.ok(texts.includes('Zásilka zvážena a změřena: 0,457 kg, 20 × 12 × 6 cm'));
    assert.equal(texts.at(-1), 'Stav změněn z „Vyřizuje se“ na „Zabalená“');

    assert.deepEqual((await scan(staff, number, spare!.serial)).json(), { non_field_errors: ['Neplatná objednávka.'] }, 'no scans after packing');

    // O-E2: the customer's order page shows the parcel's weight and size.
    const [orderRow] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, number));
    const customerView = await orderStatusView(apps.database.db, 'test-secret', 'CZ', orderRow!);
    const parcel = customerView.packages.find((item) => item.id === done.package!.id)!;
    assert.deepEqual([parcel.weight_kg, parcel.width_cm, parcel.height_cm, parcel.depth_cm], [0.457, 20, 12, 6]);
  });

  test('Romanian: a phone scanned by its IMEI packs a new order straight to packed, messages in Romanian', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'RO', 0);
    const number = await placeOrder(apps.ro, 'RO', [{ product: phoneId }]);
    const staff = await staffOf(apps.ro, 'ro');
    assert.deepEqual((await scan(staff, number, 'ZZZZ0000')).json(), { code: ['Numărul de serie nu corespunde sau nu a fost găsit.'] });
    const [piece] = await freePieces(apps.database.db, phoneId, 1);
    const grouped = piece!.imei!.replace(/^(\d{2})(\d{6})(\d{6})(\d)$/, '$1-$2-$3-$4');
    assert.equal((await scan(staff, number, grouped)).statusCode, 200);
    assert.deepEqual((await scan(staff, number, piece!.serial)).json(), { code: ['Articolul a fost deja scanat.'] });
    const measured = await measure(staff, number, { weight_kg: 1, width_cm: 30, height_cm: 20, depth_cm: 10 });
    assert.equal(v.parse(PackagingStateSchema, measured.json()).status, 'packed');
    const statuses = (await detailOf(staff, number)).events.filter((event) => event.kind === 'status').map((event) => event.text);
    assert.deepEqual(statuses, ['Stare schimbată din „Nouă” în „În procesare”', 'Stare schimbată din „În procesare” în „Ambalată”'], 'new -> processing -> packed, both on the timeline');
  });

  test('two packers scanning one piece into two orders at once: it goes to one of them', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'CZ', 3);
    const first = await placeOrder(apps.cz, 'CZ', [{ product: phoneId }]);
    const second = await placeOrder(apps.cz, 'CZ', [{ product: phoneId }]);
    const [one, two] = [await staffOf(apps.cz, 'cs'), await staffOf(apps.cz, 'cs')];
    const [piece] = await freePieces(apps.database.db, phoneId, 1);
    const answers = await Promise.all([scan(one, first, piece!.serial), scan(two, second, piece!.serial)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    assert.deepEqual(refused.json(), { code: ['Sériové číslo nesouhlasí nebo nebylo nalezeno.'] });
    const owners = await apps.database.db.select({ line: stockPieces.orderLineId }).from(stockPieces).where(eq(stockPieces.serialNumber, piece!.serial));
    assert.equal(owners.length, 1);
    const [line] = await apps.database.db.select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.id, owners[0]!.line!));
    const [winner] = await apps.database.db.select({ number: shopOrders.orderNumber }).from(shopOrders).where(eq(shopOrders.id, line!.orderId));
    assert.equal(winner!.number, answers[0]!.statusCode === 200 ? first : second);
  });

  test('two packers scanning two pieces into a one-phone order at once: one is taken, the other is "already scanned"', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'CZ', 4);
    const number = await placeOrder(apps.cz, 'CZ', [{ product: phoneId }]);
    const [one, two] = [await staffOf(apps.cz, 'cs'), await staffOf(apps.cz, 'cs')];
    const [a, b] = await freePieces(apps.database.db, phoneId, 2);
    const answers = await Promise.all([scan(one, number, a!.serial), scan(two, number, b!.serial)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    const state = await packagingOf(one, number);
    assert.equal(state.lines[0]!.pieces.length, 1);
  });

  test('a cancelled order frees its scanned pieces for the next order', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'CZ', 5);
    const number = await placeOrder(apps.cz, 'CZ', [{ product: phoneId }]);
    const staff = await staffOf(apps.cz, 'cs');
    const [piece] = await freePieces(apps.database.db, phoneId, 1);
    assert.equal((await scan(staff, number, piece!.serial)).statusCode, 200);
    assert.equal((await staff.post(`${DESK}${number}/cancel/`, { reason: 'Zákazník si to rozmyslel' })).statusCode, 200);
    assert.equal(await pieceOwner(piece!.serial), null);
    const next = await placeOrder(apps.cz, 'CZ', [{ product: phoneId }]);
    assert.equal((await scan(staff, next, piece!.serial)).statusCode, 200);
  });

  test('staff only, with CSRF; another market answers 404 and changes nothing', async () => {
    const phoneId = await warehousePhone(apps.database.db, 'CZ', 6);
    const number = await placeOrder(apps.cz, 'CZ', [{ product: phoneId }]);
    const [piece] = await freePieces(apps.database.db, phoneId, 1);
    assert.equal((await apps.cz.inject({ url: packagingUrl(number) })).statusCode, 401);
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await scan(customer, number, piece!.serial)).statusCode, 403);
    const staff = await staffOf(apps.cz, 'cs');
    const noCsrf = await staff.request({ method: 'POST', url: `${packagingUrl(number)}scans/`, body: { code: piece!.serial }, csrf: false });
    assert.equal(noCsrf.statusCode, 403);
    const romanian = await staffOf(apps.ro, 'ro');
    assert.equal((await scan(romanian, number, piece!.serial)).statusCode, 404);
    assert.equal((await romanian.get(packagingUrl(number))).statusCode, 404);
    assert.equal(await pieceOwner(piece!.serial), null);
    const [pack] = await apps.database.db.select().from(orderPackages).where(inArray(orderPackages.orderId, apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, number))));
    assert.equal(pack!.status, 'new');
  });
});
