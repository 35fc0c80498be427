import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import { OrderSubmitResponseSchema, type OrderSubmitResponse } from '@shop/shared/contract/checkout';
import { MyOrderRowSchema, OrderStatusSchema } from '@shop/shared/contract/orders';
import { pagedResponseSchema } from '@shop/shared/contract/paged';
import { shopOrders } from '../../db/schema/cart';
import { useMarketApps } from '../../test-support/market-apps';
import { freshIp } from '../../test-support/public-request';
import { TestClient } from '../../test-support/test-client';
import { newToken, stockedProduct, submitBody } from '../test-support/checkout-fixture';

const apps = useMarketApps();
const pagedMyOrdersSchema = pagedResponseSchema(MyOrderRowSchema);
const MINE = '/api/new/orders/mine/';
const LOOKUP = '/api/new/orders/lookup/';
const PASSWORD = 'Heslo-123';
let lastEmail = 0;

/** A newly registered, logged-in customer of the market (no orders yet). */
async function customer(app: FastifyInstance, market: Market): Promise<TestClient> {
  const client = new TestClient(app, market === 'CZ' ? 'cs' : 'ro', freshIp());
  await client.get('/api/new/auth/me/');
  const email = `objednavky${++lastEmail}-${Date.now()}@example.cz`;
  const response = await client.post('/api/new/account/register/', { email, first_name: 'Jana', last_name: 'Nováková', password: PASSWORD, password_confirmation: PASSWORD });
  assert.equal(response.statusCode, 201, response.body);
  return client;
}

async function anonymous(app: FastifyInstance, market: Market): Promise<TestClient> {
  const client = new TestClient(app, market === 'CZ' ? 'cs' : 'ro', freshIp());
  await client.get('/api/new/auth/me/');
  return client;
}

let skip = 0;
/** Puts one product in the client's cart and submits a card order (the payment stays open). */
async function placeOrder(client: TestClient, market: Market): Promise<OrderSubmitResponse> {
  const product = await stockedProduct(apps.database.db, market, 'accessory', skip++ % 10);
  const added = await client.post('/api/new/cart/add-product/', { product: product.id });
  assert.equal(added.statusCode, 200, added.body);
  const submitted = await client.post('/api/new/orders/submit/', submitBody(market, newToken()));
  assert.equal(submitted.statusCode, 200, submitted.body);
  return v.parse(OrderSubmitResponseSchema, submitted.json());
}

async function backdate(orderNumber: string, days: number): Promise<void> {
  await apps.database.db
    .update(shopOrders)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(shopOrders.orderNumber, orderNumber));
}

describe('order overview (O-S2, O-C1)', () => {
  test('lists only the customer’s own orders of the market, newest first, paged, with the 7/21/42/90 day windows', async () => {
    const client = await customer(apps.cz, 'CZ');
    const old = await placeOrder(client, 'CZ');
    const recent = await placeOrder(client, 'CZ');
    await backdate(old.order_number, 30);
    await placeOrder(await customer(apps.cz, 'CZ'), 'CZ');

    const all = v.parse(pagedMyOrdersSchema, (await client.get(MINE)).json());
    assert.equal(all.count, 2);
    assert.deepEqual(all.results.map((row) => row.order_number), [recent.order_number, old.order_number]);
    assert.equal(all.results[0]!.total, recent.total);
    assert.equal(all.results[0]!.currency, 'CZK');
    assert.equal(all.results[0]!.payment_status, 'waiting_for_payment');
    assert.equal(all.results[0]!.item_count, 1);

    const oldestFirst = v.parse(pagedMyOrdersSchema, (await client.get(`${MINE}?ordering=created_at`)).json());
    assert.deepEqual(oldestFirst.results.map((row) => row.order_number), [old.order_number, recent.order_number]);
    const lastThreeWeeks = v.parse(pagedMyOrdersSchema, (await client.get(`${MINE}?days=21`)).json());
    assert.deepEqual(lastThreeWeeks.results.map((row) => row.order_number), [recent.order_number]);
    const sixWeeks = v.parse(pagedMyOrdersSchema, (await client.get(`${MINE}?days=42`)).json());
    assert.equal(sixWeeks.count, 2);
    const secondPage = v.parse(pagedMyOrdersSchema, (await client.get(`${MINE}?page=2&page_size=1`)).json());
    assert.equal(secondPage.count, 2);
    assert.deepEqual(secondPage.results.map((row) => row.order_number), [old.order_number]);

    // The Romanian shop is another market: the Czech orders are not its business.
    const roClient = new TestClient(apps.ro, 'ro', freshIp());
    assert.equal((await roClient.get(MINE)).statusCode, 401);
  });

  test('a window outside the presets is a 400 on its field; anonymous callers get 401', async () => {
    const client = await customer(apps.cz, 'CZ');
    const bad = await client.get(`${MINE}?days=5`);
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json() as object), ['days']);
    assert.equal((await (await anonymous(apps.cz, 'CZ')).get(MINE)).statusCode, 401);
  });

  test('the account summary lists the latest orders with a link to their status page', async () => {
    const client = await customer(apps.ro, 'RO');
    const order = await placeOrder(client, 'RO');
    const summary = (await client.get('/api/new/account/summary/')).json() as { sections: { kind: string; items: { reference: string; url: string | null; status_label: string }[] }[] };
    const orders = summary.sections.find((section) => section.kind === 'order');
    assert.ok(orders, 'an order section');
    assert.deepEqual(orders.items.map((item) => item.reference), [order.order_number]);
    assert.equal(orders.items[0]!.url, `/comenzi/${order.order_number}/`);
    assert.equal(orders.items[0]!.status_label, 'Nouă');
  });
});

describe('order status (O-S1, O-S7, O-X7)', () => {
  test('the owner sees the O-E1 data, the packages with their lines and the pay-again link while the card payment is open', async () => {
    const client = await customer(apps.cz, 'CZ');
    const order = await placeOrder(client, 'CZ');
    const response = await client.get(`${MINE}${order.order_number}/`);
    assert.equal(response.statusCode, 200, response.body);
    const detail = v.parse(OrderStatusSchema, response.json());
    assert.equal(detail.order_number, order.order_number);
    assert.equal(detail.customer_name, 'Jana Nováková');
    assert.equal(detail.billing_address.postcode, '110 00');
    assert.equal(detail.status, 'new');
    assert.equal(detail.payment_status, 'waiting_for_payment');
    assert.equal(detail.paid_at, null);
    assert.equal(detail.packages.length, 1);
    assert.equal(detail.packages[0]!.delivery_status, 'new');
    assert.equal(detail.packages[0]!.lines[0]!.quantity, 1);
    assert.deepEqual(detail.order_lines.map((line) => line.kind).sort(), ['delivery', 'payment']);
    const linesTotal = [...detail.packages.flatMap((pkg) => pkg.lines), ...detail.order_lines].reduce((sum, line) => sum + line.final_price, 0);
    assert.equal(linesTotal, detail.total);
    assert.equal(detail.pay_again_url, order.thank_you_url);
  });

  test('once paid the status page shows the payment date and no pay-again link', async () => {
    const client = await customer(apps.cz, 'CZ');
    const order = await placeOrder(client, 'CZ');
    const paymentId = order.payment_url!.split('/').filter(Boolean).at(-1)!;
    const decided = await client.post(`/api/new/payments/test-gateway/payments/${paymentId}/decide/`, { decision: 'approve' });
    assert.equal(decided.statusCode, 200, decided.body);
    const detail = v.parse(OrderStatusSchema, (await client.get(`${MINE}${order.order_number}/`)).json());
    assert.equal(detail.payment_status, 'paid');
    assert.ok(detail.paid_at, 'payment date');
    assert.equal(detail.pay_again_url, null);
  });

  test('another customer’s order is "not found" in the user language, like an unknown number', async () => {
    const owner = await customer(apps.cz, 'CZ');
    const order = await placeOrder(owner, 'CZ');
    const other = await customer(apps.cz, 'CZ');
    const foreign = await other.get(`${MINE}${order.order_number}/`);
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), { detail: 'Objednávka nebyla nalezena.' });
    assert.equal((await other.get(`${MINE}E000000001/`)).statusCode, 404);
  });

  test('the confirmation e-mail link opens the status without an account; a wrong secret or another market is 404', async () => {
    const order = await placeOrder(await anonymous(apps.cz, 'CZ'), 'CZ');
    const stranger = await anonymous(apps.cz, 'CZ');
    const ok = await stranger.get(`/api/new/orders/status/${order.order_number}/${order.access}/`);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(v.parse(OrderStatusSchema, ok.json()).order_number, order.order_number);
    const wrong = await stranger.get(`/api/new/orders/status/${order.order_number}/${'A'.repeat(43)}/`);
    assert.equal(wrong.statusCode, 404);
    const ro = await (await anonymous(apps.ro, 'RO')).get(`/api/new/orders/status/${order.order_number}/${order.access}/`);
    assert.equal(ro.statusCode, 404);
    assert.deepEqual(ro.json(), { detail: 'Comanda nu a fost găsită.' });
  });

  test('order number + e-mail finds the order (any letter case); a wrong e-mail is 404 and a malformed one 400', async () => {
    const order = await placeOrder(await anonymous(apps.cz, 'CZ'), 'CZ');
    const stranger = await anonymous(apps.cz, 'CZ');
    const found = await stranger.post(LOOKUP, { order_number: order.order_number.toLowerCase(), email: 'JANA@example.cz' });
    assert.equal(found.statusCode, 200, found.body);
    assert.equal(v.parse(OrderStatusSchema, found.json()).order_number, order.order_number);
    const wrongEmail = await stranger.post(LOOKUP, { order_number: order.order_number, email: 'jiny@example.cz' });
    assert.equal(wrongEmail.statusCode, 404);
    const malformed = await stranger.post(LOOKUP, { order_number: order.order_number, email: 'not-an-email' });
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(Object.keys(malformed.json() as object), ['email']);
  });
});
