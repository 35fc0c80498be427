import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import { goodsInReceive, GoodsInProductSchema } from '@shop/shared/contract/goods-in';
import { passesLuhn } from '@shop/shared/validation/imei';
import { products, productStoreStock, typeDevices } from '../db/schema/catalogue';
import { stockPieces } from '../db/schema/packaging';
import { productStockChanges } from '../db/schema/product-admin';
import { stores } from '../db/schema/stores';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { newToken, shopper, submitBody } from '../orders/test-support/checkout-fixture';
import { packagingUrl } from '../packaging/test-support/pack-order';

const apps = useMarketApps();
const GOODS_IN = '/api/new/orders/staff/goods-in/';

/** A product of a type counted by pieces, made sold out (no count, no piece on a shelf) so goods-in is what makes it buyable. */
async function soldOut(market: Market, type: 'phones' | 'tablets', skip: number) {
  const [row] = await apps.database.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
    .where(and(eq(products.market, market), eq(typeDevices.code, type), eq(products.isELicence, false)))
    .orderBy(desc(products.id))
    .offset(skip)
    .limit(1);
  await apps.database.db.update(products).set({ warehouseQuantity: 0, storeQuantity: 0, supplierDeliveryDays: null }).where(eq(products.id, row!.id));
  await apps.database.db.delete(productStoreStock).where(eq(productStoreStock.productId, row!.id));
  await apps.database.db.delete(stockPieces).where(and(eq(stockPieces.productId, row!.id), isNull(stockPieces.orderLineId)));
  return row!;
}

let imeiCounter = 0;
/** A fresh IMEI that passes Luhn, unlike any seeded one (prefix 99). */
function newImei(): string {
  const body = `99${String(Date.now() % 1e8).padStart(8, '0')}${String(imeiCounter++).padStart(4, '0')}`;
  for (let check = 0; check <= 9; check++) if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable');
}
const newSerial = () => `GI${Date.now().toString(36).toUpperCase()}${imeiCounter++}`;

async function staffOf(app: FastifyInstance, locale: 'cs' | 'ro'): Promise<TestClient> {
  const staff = new TestClient(app, locale);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return staff;
}

const receive = (client: TestClient, body: unknown, csrf = true) => client.request({ method: 'POST', url: GOODS_IN, body, csrf });
const check = (client: TestClient, serial: string, imei = '') =>
  client.get(`${GOODS_IN}pieces/check/?serial_number=${encodeURIComponent(serial)}&imei=${encodeURIComponent(imei)}`);

async function addToCart(app: FastifyInstance, market: Market, productId: number) {
  const client = await shopper(app, market);
  return { client, added: await client.post('/api/new/cart/add-product/', { product: productId }) };
}

describe('goods-in of serialised pieces', () => {
  test('a sold-out phone received into the warehouse becomes buyable, pieces audited, and the received serial packs the order', async () => {
    const phone = await soldOut('CZ', 'phones', 0);
    assert.equal((await addToCart(apps.cz, 'CZ', phone.id)).added.statusCode, 400, 'sold out before');
    const staff = await staffOf(apps.cz, 'cs');

    const looked = await staff.get(`${GOODS_IN}products/${phone.code}/`);
    assert.equal(looked.statusCode, 200, looked.body);
    const product = v.parse(GoodsInProductSchema, looked.json());
    assert.deepEqual([product.needs_imei, product.warehouse_quantity], [true, 0]);
    assert.ok(product.stores.length > 0);

    const pieces = [
      { serial_number: `${newSerial()}a`, imei: newImei() },
      { serial_number: newSerial(), imei: newImei() },
    ];
    const saved = await receive(staff, { product_code: phone.code, store_id: null, pieces });
    assert.equal(saved.statusCode, 200, saved.body);
    const answer = v.parse(goodsInReceive.response, saved.json());
    assert.deepEqual([answer.received, answer.product.warehouse_quantity], [2, 2]);

    const rows = await apps.database.db.select().from(stockPieces).where(eq(stockPieces.productId, phone.id));
    assert.deepEqual(rows.map((row) => row.serialNumber).sort(), pieces.map((piece) => piece.serial_number.toUpperCase()).sort(), 'stored as the packing scan compares them');
    for (const row of rows) {
      assert.deepEqual([row.storeId, row.orderLineId], [null, null]);
      assert.ok(row.receivedAt && Date.now() - row.receivedAt.getTime() < 60_000);
      assert.ok(row.receivedBy);
    }
    const [audit] = await apps.database.db.select().from(productStockChanges).where(eq(productStockChanges.productId, phone.id));
    assert.deepEqual([audit!.storeId, audit!.previousQuantity, audit!.quantity, audit!.userEmail], [null, 0, 2, TEST_STAFF.email]);
    assert.match(audit!.reason, /Příjem zboží: 2 ks/);

    const { client, added } = await addToCart(apps.cz, 'CZ', phone.id);
    assert.equal(added.statusCode, 200, added.body);
    const placed = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_payment: 'bank_transfer' }));
    assert.equal(placed.statusCode, 200, placed.body);
    const number = (placed.json() as { order_number: string }).order_number;
    const scanned = await staff.post(`${packagingUrl(number)}scans/`, { code: pieces[1]!.imei });
    assert.equal(scanned.statusCode, 200, 'the received piece is scanned at the packing table by its IMEI');
  });

  test('a tablet received onto a store shelf: the shelf and the store count go up; no IMEI needed', async () => {
    const tablet = await soldOut('CZ', 'tablets', 0);
    const staff = await staffOf(apps.cz, 'cs');
    const [store] = await apps.database.db.select({ id: stores.id }).from(stores).where(eq(stores.market, 'CZ')).limit(1);
    const saved = await receive(staff, { product_code: tablet.code, store_id: store!.id, pieces: [{ serial_number: newSerial(), imei: '' }] });
    assert.equal(saved.statusCode, 200, saved.body);
    const [shelf] = await apps.database.db.select().from(productStoreStock).where(and(eq(productStoreStock.productId, tablet.id), eq(productStoreStock.storeId, store!.id)));
    assert.equal(shelf!.quantity, 1);
    const [row] = await apps.database.db.select().from(products).where(eq(products.id, tablet.id));
    assert.deepEqual([row!.storeQuantity, row!.warehouseQuantity], [1, 0]);
    const answer = v.parse(goodsInReceive.response, saved.json());
    assert.equal(answer.product.stores.find((item) => item.id === store!.id)!.quantity, 1);
  });

  test('repeats in the list and codes already in stock are refused per row, in the reader\'s language, and nothing is saved', async () => {
    const phone = await soldOut('RO', 'phones', 0);
    const staff = await staffOf(apps.ro, 'ro');
    const [seeded] = await apps.database.db.select().from(stockPieces).where(isNotNull(stockPieces.imei)).limit(1);
    const serial = newSerial();
    const imei = newImei();
    const refused = await receive(staff, {
      product_code: phone.code,
      store_id: null,
      pieces: [
        { serial_number: serial, imei },
        { serial_number: serial.toLowerCase(), imei },
        { serial_number: seeded!.serialNumber, imei: newImei() },
        { serial_number: newSerial(), imei: '' },
      ],
    });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), {
      pieces: {
        '1': { serial_number: ['Acest număr de serie este deja în listă.'], imei: ['Acest IMEI este deja în listă.'] },
        '2': { serial_number: ['O bucată cu acest număr de serie există deja în evidența stocului.'] },
        '3': { imei: ['Pentru telefon introduceți și IMEI-ul.'] },
      },
    });
    assert.equal((await apps.database.db.select().from(stockPieces).where(eq(stockPieces.serialNumber, serial))).length, 0);
    const [row] = await apps.database.db.select({ warehouse: products.warehouseQuantity }).from(products).where(eq(products.id, phone.id));
    assert.equal(row!.warehouse, 0);

    const known = await check(staff, seeded!.serialNumber.toLowerCase(), seeded!.imei ?? '');
    assert.equal(known.statusCode, 400);
    assert.deepEqual(known.json(), {
      serial_number: ['O bucată cu acest număr de serie există deja în evidența stocului.'],
      imei: ['O bucată cu acest IMEI există deja în evidența stocului.'],
    });
    const fresh = await check(staff, `${serial.slice(0, 3)}-${serial.slice(3)}`, imei);
    assert.equal(fresh.statusCode, 200, fresh.body);
    assert.deepEqual(fresh.json(), { serial_number: serial, imei });
    assert.deepEqual((await check(staff, serial, '123456789012345')).json(), { imei: ['IMEI invalid.'] });
  });

  test('unknown or non-serialised product, another market\'s store, empty list: 400/404 on the field', async () => {
    const staff = await staffOf(apps.cz, 'cs');
    assert.equal((await staff.get(`${GOODS_IN}products/NO-SUCH-CODE/`)).statusCode, 404);
    const noProduct = await receive(staff, { product_code: 'NO-SUCH-CODE', store_id: null, pieces: [{ serial_number: newSerial(), imei: '' }] });
    assert.deepEqual(noProduct.json(), { product_code: ['Produkt s tímto kódem nemáme nebo se neeviduje po kusech (sériových číslech).'] });
    const tablet = await soldOut('CZ', 'tablets', 1);
    const [roStore] = await apps.database.db.select({ id: stores.id }).from(stores).where(eq(stores.market, 'RO')).limit(1);
    const foreignStore = await receive(staff, { product_code: tablet.code, store_id: roStore!.id, pieces: [{ serial_number: newSerial(), imei: '' }] });
    assert.equal(foreignStore.statusCode, 400);
    assert.deepEqual(Object.keys(foreignStore.json() as object), ['store_id']);
    const empty = await receive(staff, { product_code: tablet.code, store_id: null, pieces: [] });
    assert.equal(empty.statusCode, 400);
    assert.ok('pieces' in (empty.json() as object));
    const [row] = await apps.database.db.select().from(products).where(eq(products.id, tablet.id));
    assert.deepEqual([row!.storeQuantity, row!.warehouseQuantity], [0, 0]);
  });

  test('two staff receiving the same serial at once: one delivery is saved, the other refused', async () => {
    const tablet = await soldOut('CZ', 'tablets', 2);
    const [one, two] = [await staffOf(apps.cz, 'cs'), await staffOf(apps.cz, 'cs')];
    const serial = newSerial();
    const body = { product_code: tablet.code, store_id: null, pieces: [{ serial_number: serial, imei: '' }] };
    const answers = await Promise.all([receive(one, body), receive(two, body)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    const [row] = await apps.database.db.select().from(products).where(eq(products.id, tablet.id));
    assert.equal(row!.warehouseQuantity, 1);
  });

  test('staff only, with CSRF', async () => {
    const tablet = await soldOut('CZ', 'tablets', 3);
    const body = { product_code: tablet.code, store_id: null, pieces: [{ serial_number: newSerial(), imei: '' }] };
    const anonymous = await shopper(apps.cz, 'CZ');
    assert.equal((await receive(anonymous, body)).statusCode, 401);
    assert.equal((await anonymous.get(`${GOODS_IN}products/${tablet.code}/`)).statusCode, 401);
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await receive(customer, body)).statusCode, 403);
    assert.equal((await check(customer, newSerial())).statusCode, 403);
    const staff = await staffOf(apps.cz, 'cs');
    assert.equal((await receive(staff, body, false)).statusCode, 403);
    const [row] = await apps.database.db.select().from(products).where(eq(products.id, tablet.id));
    assert.equal(row!.warehouseQuantity, 0);
  });
});
