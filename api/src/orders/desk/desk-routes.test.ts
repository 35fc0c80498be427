import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import { OrderDeskDetailSchema, orderDeskCount, orderDeskList, type OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { shopOrders } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { outbox } from '../../db/schema/mail';
import { soldBuyout } from '../../security/support/objects';
import { useMarketApps } from '../../test-support/market-apps';
import { TestClient } from '../../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../../test-support/test-database';
import { newToken, shopper, stockedProduct, submitBody } from '../test-support/checkout-fixture';

const apps = useMarketApps();
const DESK = '/api/new/orders/staff/orders/';

/** Products of this file start far from other files' picks, so stock counts are this file's own. */
let productSkip = 30;

async function placeOrder(app: FastifyInstance, market: Market, email: string, buyout?: Record<string, string>): Promise<{ number: string; productId: number }> {
  const device = await stockedProduct(apps.database.db, market, 'device', productSkip++);
  const client = await shopper(app, market);
  const added = await client.post('/api/new/cart/add-product/', { product: device.id });
  assert.equal(added.statusCode, 200, added.body);
  if (buyout) {
    const itemId = (added.json() as { item_id: number }).item_id;
    const attached = await client.post(`/api/new/cart/buyout-bonus/${itemId}/`, { buyout: Number(buyout.id), token: buyout.token });
    assert.equal(attached.statusCode, 200, attached.body);
  }
  const body = submitBody(market, newToken(), { type_payment: 'bank_transfer' });
  const placed = await client.post('/api/new/orders/submit/', { ...body, order_billing_address: { ...body.order_billing_address, email } });
  assert.equal(placed.statusCode, 200, placed.body);
  return { number: (placed.json() as { order_number: string }).order_number, productId: device.id };
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

async function act(staff: TestClient, method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown) {
  return staff.request({ method, url: `${DESK}${url}`, body });
}

async function changed(staff: TestClient, method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown): Promise<OrderDeskDetail> {
  const response = await act(staff, method, url, body);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(OrderDeskDetailSchema, response.json());
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await apps.database.db.select({ warehouse: products.warehouseQuantity, store: products.storeQuantity }).from(products).where(eq(products.id, productId));
  return row!.warehouse + row!.store;
}

describe('the staff order grid (O-S16, O-C2)', () => {
  test('finds orders by number, e-mail, name, status, payment and delivery status and date window, a page at a time', async () => {
    const tag = `grid${Date.now()}`;
    const first = await placeOrder(apps.cz, 'CZ', `${tag}-a@example.cz`);
    const second = await placeOrder(apps.cz, 'CZ', `${tag}-b@example.cz`);
    const staff = await staffOf(apps.cz, 'cs');
    const list = async (search: string) => {
      const response = await staff.get(`${DESK}?${search}`);
      assert.equal(response.statusCode, 200, response.body);
      return v.parse(orderDeskList.response, response.json());
    };
    const counted = async (filters: string) => {
      const response = await staff.get(`/api/new/orders/staff/order-count/?${filters}`);
      assert.equal(response.statusCode, 200, response.body);
      return v.parse(orderDeskCount.response, response.json()).count;
    };

    const byEmail = await list(`search=${tag}`);
    assert.equal(await counted(`search=${tag}`), 2);
    assert.deepEqual(byEmail.results.map((row) => row.order_number), [second.number, first.number], 'newest first');
    assert.equal(byEmail.results[0]!.customer_name, 'Jana Nováková');
    assert.equal(byEmail.results[0]!.payment_status, 'not_paid');
    assert.equal(byEmail.results[0]!.delivery_status, 'new');
    assert.equal(byEmail.results[0]!.currency, 'CZK');
    assert.deepEqual((await list(`search=${first.number}`)).results.map((row) => row.order_number), [first.number]);
    assert.ok((await counted(`search=${encodeURIComponent('jana nov')}`)) >= 2, 'by customer name, any case');
    assert.deepEqual((await list(`search=${tag}&page=2&page_size=1&ordering=created_at`)).results.map((row) => row.order_number), [second.number]);
    assert.equal(await counted('search=%25'), 0, 'a typed % is not a wildcard');

    await apps.database.db.update(shopOrders).set({ createdAt: new Date(Date.now() - 30 * 86_400_000), status: 'processing', paymentStatus: 'paid' }).where(eq(shopOrders.orderNumber, first.number));
    assert.deepEqual((await list(`search=${tag}&window=21`)).results.map((row) => row.order_number), [second.number]);
    assert.equal(await counted(`search=${tag}&window=42`), 2);
    assert.deepEqual((await list(`search=${tag}&status=processing`)).results.map((row) => row.order_number), [first.number]);
    assert.deepEqual((await list(`search=${tag}&payment_status=paid`)).results.map((row) => row.order_number), [first.number]);
    assert.equal(await counted(`search=${tag}&delivery_status=delivered`), 0);
    assert.equal(await counted(`search=${tag}&delivery_status=new`), 2);

    const refused = await staff.get(`${DESK}?window=30&status=lost`);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(Object.keys(refused.json() as object).sort(), ['status', 'window']);
    const refusedCount = await staff.get(`/api/new/orders/staff/order-count/?window=30&status=lost`);
    assert.equal(refusedCount.statusCode, 400);
    assert.deepEqual(Object.keys(refusedCount.json() as object).sort(), ['status', 'window']);
  });

  test('anonymous callers get 401, customers 403, and another market does not see the order (O-X7)', async () => {
    const order = await placeOrder(apps.cz, 'CZ', `market${Date.now()}@example.cz`);
    assert.equal((await apps.cz.inject({ url: DESK })).statusCode, 401);
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await customer.get(`${DESK}${order.number}/`)).statusCode, 403);
    const romanianStaff = await staffOf(apps.ro, 'ro');
    const missing = await romanianStaff.get(`${DESK}${order.number}/`);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { detail: 'Comanda nu a fost găsită.' });
  });
});

describe('the order detail and its timeline', () => {
  test('moves along ORDER_TRANSITIONS, refuses other moves with both states named, and records who did what', async () => {
    const order = await placeOrder(apps.cz, 'CZ', `moves${Date.now()}@example.cz`);
    const staff = await staffOf(apps.cz, 'cs');
    const fresh = await detailOf(staff, order.number);
    assert.equal(fresh.status, 'new');
    assert.deepEqual(fresh.next_statuses, ['processing', 'cancelled']);
    assert.deepEqual(fresh.events.map((event) => event.kind), ['created']);

    const processing = await changed(staff, 'PATCH', `${order.number}/status/`, { status: 'processing' });
    assert.equal(processing.status, 'processing');
    assert.equal(processing.can_add_product, false);
    const event = processing.events.at(-1)!;
    assert.equal(event.text, 'Stav změněn z „Nová“ na „Vyřizuje se“');
    assert.equal(event.user_email, TEST_STAFF.email);

    const refused = await act(staff, 'PATCH', `${order.number}/status/`, { status: 'delivered' });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { status: ['Objednávku ve stavu „Vyřizuje se“ nelze převést do stavu „Doručená“.'] });
    assert.equal((await detailOf(staff, order.number)).status, 'processing', 'nothing changed');

    const romanian = await placeOrder(apps.ro, 'RO', `moves${Date.now()}@example.ro`);
    const romanianStaff = await staffOf(apps.ro, 'ro');
    const refusedRo = await act(romanianStaff, 'PATCH', `${romanian.number}/status/`, { status: 'packed' });
    assert.deepEqual(refusedRo.json(), { status: ['Comanda în starea „Nouă” nu poate trece în starea „Ambalată”.'] });
    assert.equal((await act(staff, 'PATCH', 'E000000001/status/', { status: 'processing' })).statusCode, 404);
  });

  test('two staff moving one order at once: one succeeds, the other is refused, one timeline entry', async () => {
    const order = await placeOrder(apps.cz, 'CZ', `race${Date.now()}@example.cz`);
    const [one, two] = [await staffOf(apps.cz, 'cs'), await staffOf(apps.cz, 'cs')];
    const answers = await Promise.all([one, two].map((staff) => act(staff, 'PATCH', `${order.number}/status/`, { status: 'processing' })));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    assert.equal((await detailOf(one, order.number)).events.filter((event) => event.kind === 'status').length, 1);
  });
});

describe('cancel (O-R4)', () => {
  test('frees the stock and the used buyout bonus once, with the reason on the timeline; a closed order cannot be cancelled', async () => {
    const buyout = await soldBuyout(apps.cz, 'bonus of a cancelled order');
    const order = await placeOrder(apps.cz, 'CZ', `cancel${Date.now()}@example.cz`, buyout);
    const stockBefore = await stockOf(order.productId);
    const staff = await staffOf(apps.cz, 'cs');
    const [one, two] = await Promise.all([1, 2].map(() => act(staff, 'POST', `${order.number}/cancel/`, { reason: 'Zákazník si to rozmyslel' })));
    assert.deepEqual([one!.statusCode, two!.statusCode].sort(), [200, 400]);
    assert.equal(await stockOf(order.productId), stockBefore + 1, 'the piece is back on sale once');
    const cancelled = await detailOf(staff, order.number);
    assert.equal(cancelled.status, 'cancelled');
    assert.equal(cancelled.events.at(-1)!.text, 'Objednávka zrušena: Zákazník si to rozmyslel');

    const client = await shopper(apps.cz, 'CZ');
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', productSkip++);
    const added = await client.post('/api/new/cart/add-product/', { product: device.id });
    const reused = await client.post(`/api/new/cart/buyout-bonus/${(added.json() as { item_id: number }).item_id}/`, { buyout: Number(buyout.id), token: buyout.token });
    assert.equal(reused.statusCode, 200, reused.body);

    const again = await act(staff, 'POST', `${order.number}/cancel/`, { reason: 'znovu' });
    assert.deepEqual(again.json(), { non_field_errors: ['Objednávku ve stavu „Zrušená“ už nelze zrušit.'] });
    const noReason = await act(staff, 'POST', `${order.number}/cancel/`, { reason: '   ' });
    assert.deepEqual(Object.keys(noReason.json() as object), ['reason']);
  });
});

describe('add a product (O-R5)', () => {
  test('adds pieces to a new order with new totals and VAT, and is refused once picking started', async () => {
    const order = await placeOrder(apps.cz, 'CZ', `add${Date.now()}@example.cz`);
    const accessory = await stockedProduct(apps.database.db, 'CZ', 'accessory', 5);
    const [product] = await apps.database.db.select().from(products).where(eq(products.id, accessory.id));
    const [before] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order.number));
    const stockBefore = await stockOf(accessory.id);
    const staff = await staffOf(apps.cz, 'cs');

    const added = await changed(staff, 'POST', `${order.number}/lines/`, { product_code: product!.code, quantity: 2 });
    assert.equal(added.total, before!.total + 2 * product!.price);
    const line = added.lines.find((row) => row.product_code === product!.code)!;
    assert.deepEqual([line.quantity, line.final_price, line.picking_status], [2, 2 * product!.price, 'waiting']);
    assert.equal(added.events.at(-1)!.text, `Přidán produkt ${product!.code} (2 ks)`);
    const [after] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order.number));
    assert.ok(after!.vat > before!.vat);
    assert.equal(await stockOf(accessory.id), stockBefore - 2);

    const unknown = await act(staff, 'POST', `${order.number}/lines/`, { product_code: 'NO-SUCH-CODE', quantity: 1 });
    assert.deepEqual(unknown.json(), { product_code: ['Produkt s tímto kódem v obchodě není.'] });
    await changed(staff, 'PATCH', `${order.number}/status/`, { status: 'processing' });
    const refused = await act(staff, 'POST', `${order.number}/lines/`, { product_code: product!.code, quantity: 1 });
    assert.deepEqual(refused.json(), { non_field_errors: ['Do objednávky ve stavu „Vyřizuje se“ nelze přidat produkt.'] });
    assert.equal((await detailOf(staff, order.number)).total, added.total, 'nothing changed');
  });
});

describe('picking (O-R1) and crates (O-S12)', () => {
  test('sets and resets a line picking state; other orders lines are not found (O-X8); services are not picked', async () => {
    const order = await placeOrder(apps.cz, 'CZ', `pick${Date.now()}@example.cz`);
    const other = await placeOrder(apps.cz, 'CZ', `pick-other${Date.now()}@example.cz`);
    const staff = await staffOf(apps.cz, 'cs');
    const detail = await detailOf(staff, order.number);
    const goods = detail.lines.find((line) => line.kind === 'product')!;
    const delivery = detail.lines.find((line) => line.kind === 'delivery')!;
    assert.equal(delivery.picking_status, null);

    const picked = await changed(staff, 'PATCH', `${order.number}/lines/${goods.id}/picking/`, { status: 'not_found' });
    assert.equal(picked.lines.find((line) => line.id === goods.id)!.picking_status, 'not_found');
    assert.equal(picked.events.at(-1)!.text, `Položka ${goods.product_code}: Nenalezeno`);
    const reset = await changed(staff, 'PATCH', `${order.number}/lines/${goods.id}/picking/`, { status: 'waiting' });
    assert.equal(reset.lines.find((line) => line.id === goods.id)!.picking_status, 'waiting');

    const foreign = await act(staff, 'PATCH', `${other.number}/lines/${goods.id}/picking/`, { status: 'picked' });
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), { detail: 'Položky objednávky nebyly nalezeny.' });
    assert.equal((await act(staff, 'PATCH', `${order.number}/lines/${delivery.id}/picking/`, { status: 'picked' })).statusCode, 400);
    assert.equal((await act(staff, 'PATCH', `${order.number}/lines/${goods.id}/picking/`, { status: 'lost' })).statusCode, 400);
  });

  test('a scanned crate shows its order; a crate holds one order; an empty crate says so (O-X2); cancel frees it', async () => {
    const order = await placeOrder(apps.cz, 'CZ', `crate${Date.now()}@example.cz`);
    const other = await placeOrder(apps.cz, 'CZ', `crate-other${Date.now()}@example.cz`);
    const staff = await staffOf(apps.cz, 'cs');
    const crate = `K-${Date.now()}`;
    const put = await changed(staff, 'PUT', `${order.number}/crate/`, { crate: crate.toLowerCase() });
    assert.equal(put.crate, crate, 'codes are read in capitals, as printed');
    const scanned = await staff.get(`/api/new/orders/staff/crates/${crate}/`);
    assert.deepEqual(scanned.json(), { crate, order_number: order.number });

    const taken = await act(staff, 'PUT', `${other.number}/crate/`, { crate });
    assert.deepEqual(taken.json(), { crate: [`Přepravka ${crate} už patří objednávce ${order.number}.`] });
    await changed(staff, 'POST', `${order.number}/cancel/`, { reason: 'test' });
    const empty = await staff.get(`/api/new/orders/staff/crates/${crate}/`);
    assert.equal(empty.statusCode, 404);
    assert.deepEqual(empty.json(), { detail: 'Přepravka nemá objednávku.' });
    assert.equal((await changed(staff, 'PUT', `${other.number}/crate/`, { crate })).crate, crate);
  });
});

describe('custom e-mail (O-S14)', () => {
  test('goes to the order e-mail as plain text, typed markup untouched, and is logged on the timeline', async () => {
    const email = `mail${Date.now()}@example.cz`;
    const order = await placeOrder(apps.cz, 'CZ', email);
    const staff = await staffOf(apps.cz, 'cs');
    const message = 'Dobrý den,\n<b>zboží</b> dorazí zítra.';
    const sent = await changed(staff, 'POST', `${order.number}/email/`, { subject: 'Doručení', message });
    assert.equal(sent.events.at(-1)!.text, 'Odeslán e-mail zákazníkovi: Doručení');
    const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
    assert.equal(mail!.subject, `Doručení (${order.number})`);
    assert.equal(mail!.text, message);
    assert.equal(mail!.html, null);

    const empty = await act(staff, 'POST', `${order.number}/email/`, { subject: '', message: '' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(Object.keys(empty.json() as object).sort(), ['message', 'subject']);
    assert.equal((await detailOf(staff, order.number)).events.filter((event) => event.kind === 'email').length, 1, 'nothing logged for a refused mail');
  });
});
