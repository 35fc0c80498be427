import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import * as v from 'valibot';
import { CartSchema, type Cart } from '@shop/shared/contract/cart';
import { DeliveryPlaceSchema, OrderSubmitResponseSchema, type OrderSubmitResponse } from '@shop/shared/contract/checkout';
import { PAYMENT_NOTIFICATION_PATH, PaymentStatusResponseSchema } from '@shop/shared/contract/payments';
import { discountCodes, orderLines, shopOrders } from '../db/schema/cart';
import { products } from '../db/schema/catalogue';
import { outbox } from '../db/schema/mail';
import { soldBuyout } from '../security/support/objects';
import { useMarketApps } from '../test-support/market-apps';
import { TEST_CUSTOMER } from '../test-support/test-database';
import type { TestClient } from '../test-support/test-client';
import { newToken, shopper, stockedProduct, submitBody } from './test-support/checkout-fixture';

const apps = useMarketApps();

async function addToCart(client: TestClient, body: Record<string, unknown>): Promise<{ cart: Cart; item_id: number }> {
  const response = await client.post('/api/new/cart/add-product/', body);
  assert.equal(response.statusCode, 200, response.body);
  const parsed = response.json() as { cart: unknown; item_id: number };
  return { cart: v.parse(CartSchema, parsed.cart), item_id: parsed.item_id };
}

async function submit(client: TestClient, body: unknown): Promise<OrderSubmitResponse> {
  const response = await client.post('/api/new/orders/submit/', body);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(OrderSubmitResponseSchema, response.json());
}

function paymentIdOf(url: string): string {
  return url.split('/').filter(Boolean).at(-1)!;
}

async function decide(client: TestClient, paymentUrl: string, decision: 'approve' | 'decline' | 'cancel') {
  return client.post(`/api/new/payments/test-gateway/payments/${paymentIdOf(paymentUrl)}/decide/`, { decision });
}

async function paymentStatus(client: TestClient, order: OrderSubmitResponse) {
  const response = await client.get(`/api/new/payments/status/${order.order_number}/${order.access}/`);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(PaymentStatusResponseSchema, response.json());
}

describe('cart', () => {
  test('adds a device with screen insurance and an accessory under it, priced by the server, in one own-stock package', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device');
    const accessory = await stockedProduct(apps.database.db, 'CZ', 'accessory');
    const client = await shopper(apps.cz, 'CZ');
    const added = await addToCart(client, { product: device.id, screenTuito: { id: 2 } });
    const line = added.cart.packages[0]!.items[0]!;
    assert.equal(line.quantity, 1, 'quantity defaults to 1');
    assert.equal(line.insurances[0]!.kind, 'screen');
    assert.equal(line.insurances[0]!.price, Math.round(device.price * 0.05));
    assert.equal(line.line_price, device.price + line.insurances[0]!.price);
    const withAccessory = await addToCart(client, { product: accessory.id, cart_package_item_parent_id: added.item_id });
    assert.equal(withAccessory.cart.count, 2);
    assert.equal(withAccessory.cart.packages[0]!.kind, 'own_stock');
    const count = (await client.get('/api/new/cart/count/')).json() as { count: number };
    assert.equal(count.count, 2);

    const patched = await client.request({ method: 'PATCH', url: `/api/new/cart/package-product/${added.item_id}/`, body: { quantity: 2 } });
    assert.equal(patched.statusCode, 200, patched.body);
    const cart = v.parse(CartSchema, (patched.json() as { cart: unknown }).cart);
    assert.equal(cart.count, 3);
    assert.equal(cart.totals.items, device.price * 2 + Math.round(device.price * 0.05) * 2 + accessory.price);

    // Removing the device takes the accessory bought for it along.
    const removed = await client.post(`/api/new/cart/remove-package-item/${added.item_id}/`);
    assert.equal(v.parse(CartSchema, removed.json()).count, 0);
  });

  test('refuses more pieces than the stock, an unknown product, and insurance on an accessory, storing nothing', async () => {
    const accessory = await stockedProduct(apps.database.db, 'CZ', 'accessory', 1);
    const client = await shopper(apps.cz, 'CZ');
    const tooMany = await client.post('/api/new/cart/add-product/', { product: accessory.id, quantity: 99 });
    assert.equal(tooMany.statusCode, 400);
    assert.ok((tooMany.json() as { non_field_errors: string[] }).non_field_errors[0]);
    assert.equal((await client.post('/api/new/cart/add-product/', { product: 2_000_000_000 })).statusCode, 400);
    const insured = await client.post('/api/new/cart/add-product/', { product: accessory.id, generalTuito: { id: 1 } });
    assert.equal(insured.statusCode, 400);
    assert.equal(client.cookies.has('cart'), false, 'no cart is made by a refused add');
  });

  test('another cart’s line is not found', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 1);
    const owner = await shopper(apps.cz, 'CZ');
    const { item_id } = await addToCart(owner, { product: device.id });
    const stranger = await shopper(apps.cz, 'CZ');
    assert.equal((await stranger.get(`/api/new/cart/package-product/${item_id}/`)).statusCode, 404);
    assert.equal((await stranger.post(`/api/new/cart/remove-package-item/${item_id}/`)).statusCode, 404);
  });
});

describe('cart owner', () => {
  test('the anonymous cart is merged into the customer’s cart at login', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 14);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    assert.equal((await client.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    const cart = v.parse(CartSchema, (await client.get('/api/new/cart/packages/')).json());
    assert.deepEqual(cart.packages.flatMap((pack) => pack.items.map((item) => item.product.id)), [device.id]);
    // Another browser of the same customer sees the same cart.
    const other = await shopper(apps.cz, 'CZ');
    await other.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    assert.equal(((await other.get('/api/new/cart/count/')).json() as { count: number }).count, cart.count);
  });

  test('an accepted buyout attached by its token lowers the total by its bonus; a wrong token is refused', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 15);
    const buyout = await soldBuyout(apps.cz, 'bonus for a new phone');
    const client = await shopper(apps.cz, 'CZ');
    const { item_id } = await addToCart(client, { product: device.id });
    const wrong = await client.post(`/api/new/cart/buyout-bonus/${item_id}/`, { buyout: Number(buyout.id), token: 'A'.repeat(43) });
    assert.equal(wrong.statusCode, 400);
    const attached = await client.post(`/api/new/cart/buyout-bonus/${item_id}/`, { buyout: Number(buyout.id), token: buyout.token });
    assert.equal(attached.statusCode, 200, attached.body);
    const cart = v.parse(CartSchema, attached.json());
    const bonus = cart.packages[0]!.items[0]!.buyout_bonus!;
    assert.equal(bonus.buyout_id, Number(buyout.id));
    assert.ok(bonus.percent > 0, 'devices of the seed carry a buyout bonus');
    assert.equal(bonus.amount, Math.round((device.price * bonus.percent) / 100));
    assert.equal(cart.totals.total, cart.totals.items - bonus.amount);
    const removed = v.parse(CartSchema, (await client.request({ method: 'DELETE', url: `/api/new/cart/buyout-bonus/${item_id}/` })).json());
    assert.equal(removed.totals.buyout_bonus, 0);
  });
});

describe('discounts', () => {
  test('VANOCE2026 takes 10 % once per customer; a wrong code is refused in the customer’s language', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 2);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    const wrong = await client.post('/api/new/discounts/apply/', { code: 'NEPLATNY00' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { code: ['Neplatný slevový kód.'] });
    const applied = await client.post('/api/new/discounts/apply/', { code: 'vanoce2026' });
    assert.equal(applied.statusCode, 200, applied.body);
    const cart = v.parse(CartSchema, applied.json());
    assert.equal(cart.totals.discounts, Math.round(device.price * 0.1));
    assert.equal(cart.totals.total, device.price - Math.round(device.price * 0.1));
    const summary = (await client.get('/api/new/checkout/summary/?type_delivery_code=courier&type_payment=card')).json() as { total: number; delivery: number; discounts: number };
    assert.equal(summary.discounts, Math.round(device.price * 0.1));
    const order = await submit(client, submitBody('CZ', newToken()));
    assert.equal(order.total, device.price - Math.round(device.price * 0.1) + summary.delivery);

    // The same customer again: the code is used up for them, so the submit is refused.
    await addToCart(client, { product: device.id });
    assert.equal((await client.post('/api/new/discounts/apply/', { code: 'VANOCE2026' })).statusCode, 200);
    const again = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken()));
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { non_field_errors: ['Tento slevový kód už byl vyčerpán.'] });
  });

  test('a code past its validity and a non-stacking pair are refused; a student card needs the ISIC format', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 3);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    assert.equal((await client.post('/api/new/discounts/apply/', { code: 'PROSLE2025' })).statusCode, 400);
    assert.equal((await client.post('/api/new/discounts/apply/', { code: 'VANOCE2026' })).statusCode, 200);
    const second = await client.post('/api/new/discounts/apply/', { code: 'SLEVA500KC' });
    assert.equal(second.statusCode, 400);
    assert.deepEqual(second.json(), { code: ['Tento kód nelze kombinovat s kódem VANOCE2026, který už v košíku máte.'] });
    assert.equal((await client.post('/api/new/discounts/apply/', { cardNumber: '1234', cardHolder: 'Jan Novák' })).statusCode, 400);
  });

  test('a code limited to one use in total gives it to one order only', async () => {
    const first = await shopper(apps.cz, 'CZ');
    const second = await shopper(apps.cz, 'CZ');
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 4);
    for (const client of [first, second]) {
      await addToCart(client, { product: device.id });
      assert.equal((await client.post('/api/new/discounts/apply/', { code: 'JEDNOU0001' })).statusCode, 200);
    }
    await submit(first, submitBody('CZ', newToken()));
    const late = await second.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { order_billing_address: { ...submitBody('CZ', '').order_billing_address, email: 'other@example.cz' } }));
    assert.equal(late.statusCode, 400);
    const [code] = await apps.database.db.select().from(discountCodes).where(and(eq(discountCodes.market, 'CZ'), eq(discountCodes.code, 'JEDNOU0001')));
    assert.equal(code!.usedCount, 1);
  });
});

describe('submit and pay', () => {
  test('store pickup with a slot, card approved on the test gateway: one order, paid, one confirmation and one payment mail', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 5);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    const places = v.parse(v.array(DeliveryPlaceSchema), (await client.get('/api/new/delivery/places/')).json());
    const place = places.find((candidate) => candidate.timeslots.length > 0)!;
    const order = await submit(client, submitBody('CZ', newToken(), { type_delivery_code: 'store', store: place.seo_name, timeslot: place.timeslots[0]!.id }));
    assert.match(order.order_number, /^E\d{9}$/);
    assert.ok(order.payment_url);
    assert.equal((await paymentStatus(client, order)).status, 'created');
    assert.equal((await decide(client, order.payment_url, 'approve')).statusCode, 200);
    const status = await paymentStatus(client, order);
    assert.equal(status.paid, true);
    await apps.cz.afterAnswer.settled();
    const received = await apps.database.db.select().from(outbox).where(like(outbox.subject, `Přijali jsme platbu k objednávce ${order.order_number}`));
    assert.equal(received.length, 1, 'the gateway payment is told like a recorded transfer');
    assert.match(received[0]!.text, new RegExp(`k objednávce č. ${order.order_number} jsme přijali platbu`));
    const mails = await apps.database.db.select().from(outbox).where(like(outbox.subject, `Potvrzení objednávky ${order.order_number}`));
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.text, new RegExp(order.access));
    assert.ok(
      mails[0]!.text.includes(
        'Prodávající: Elektro Shop s.r.o., Vodičkova 699/30, 110 00 Praha 1, IČO 12345679, DIČ CZ12345679, C 123456 vedená u Městského soudu v Praze.\nReklamace a odstoupení od smlouvy: reklamace@elektroshop.example, tel. +420 225 555 100',
      ),
      mails[0]!.text,
    );
    assert.equal(v.parse(CartSchema, (await client.get('/api/new/cart/packages/')).json()).count, 0, 'the cart is emptied');
  });

  test('a declined payment shows the spec’s message and paying again makes no second order', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 6);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    const order = await submit(client, submitBody('CZ', newToken()));
    await decide(client, order.payment_url!, 'decline');
    const declined = await paymentStatus(client, order);
    assert.equal(declined.status, 'declined');
    assert.equal(declined.message, 'Došlo k chybě při platbě, prosím opakujte akci.');
    const again = await client.post(`/api/new/payments/provider-data/${order.order_number}/${order.access}/`);
    assert.equal(again.statusCode, 200, again.body);
    const retry = again.json() as { payment_url: string };
    assert.notEqual(retry.payment_url, order.payment_url);
    await decide(client, retry.payment_url, 'approve');
    assert.equal((await paymentStatus(client, order)).paid, true);
    const [orders] = await apps.database.db.select({ value: count() }).from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number));
    assert.equal(orders!.value, 1);
    assert.equal((await client.post(`/api/new/payments/provider-data/${order.order_number}/${order.access}/`)).statusCode, 409, 'a paid order is not paid twice');
  });

  test('a forged notification is refused and changes nothing', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 7);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    const order = await submit(client, submitBody('CZ', newToken()));
    const forged = await apps.cz.inject({
      method: 'POST',
      url: PAYMENT_NOTIFICATION_PATH,
      payload: { payment_id: paymentIdOf(order.payment_url!), state: 'paid', amount: order.total, signature: 'a'.repeat(64) },
    });
    assert.equal(forged.statusCode, 403);
    assert.equal((await paymentStatus(client, order)).paid, false);
  });

  test('50 concurrent submits with one token make one order and all name it; another body under the token is 409', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 8);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    const token = newToken();
    const body = submitBody('CZ', token);
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.post('/api/new/orders/submit/', body)));
    const numbers = new Set(answers.map((answer) => (answer.json() as { order_number?: string }).order_number));
    assert.deepEqual(answers.map((answer) => answer.statusCode).filter((status) => status !== 200), []);
    assert.equal(numbers.size, 1);
    const [orders] = await apps.database.db.select({ value: count() }).from(shopOrders).where(eq(shopOrders.submitToken, token));
    assert.equal(orders!.value, 1);
    const other = await client.post('/api/new/orders/submit/', { ...body, order_info: { ...body.order_info, note: 'jiná' } });
    assert.equal(other.statusCode, 409);
  });

  test('20 concurrent submits of one cart with 20 tokens make one order; the others find the cart empty; stock is taken once', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 16);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    const [before] = await apps.database.db.select().from(products).where(eq(products.id, device.id));
    const tokens = Array.from({ length: 20 }, () => newToken());
    const answers = await Promise.all(tokens.map((token) => client.post('/api/new/orders/submit/', submitBody('CZ', token, { type_payment: 'bank_transfer' }))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [200, ...Array.from({ length: 19 }, () => 400)], answers.map((answer) => answer.body).join('\n'));
    const refusal = answers.find((answer) => answer.statusCode === 400)!.json() as { non_field_errors: string[] };
    assert.deepEqual(refusal.non_field_errors, ['Košík je prázdný.']);
    const [orders] = await apps.database.db.select({ value: count() }).from(shopOrders).where(inArray(shopOrders.submitToken, tokens));
    assert.equal(orders!.value, 1);
    const [after] = await apps.database.db.select().from(products).where(eq(products.id, device.id));
    assert.equal(before!.warehouseQuantity + before!.storeQuantity - (after!.warehouseQuantity + after!.storeQuantity), 1);
  });

  test('buyers racing for the last piece: one order, the others a clear error, stock never negative', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 9);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => shopper(apps.cz, 'CZ')));
    for (const buyer of buyers) await addToCart(buyer, { product: device.id });
    await apps.database.db.update(products).set({ warehouseQuantity: 1, storeQuantity: 0, supplierDeliveryDays: null }).where(eq(products.id, device.id));
    const answers = await Promise.all(buyers.map((buyer, index) => buyer.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_payment: 'bank_transfer', order_info: { consent_to_terms_of_service: true, note: `${index}` } }))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [200, ...Array.from({ length: 11 }, () => 400)]);
    const refusal = answers.find((answer) => answer.statusCode === 400)!.json() as { non_field_errors: string[] };
    assert.match(refusal.non_field_errors[0]!, /není skladem/);
    const [row] = await apps.database.db.select().from(products).where(eq(products.id, device.id));
    assert.equal(row!.warehouseQuantity + row!.storeQuantity, 0);
  });

  test('a price changed between adding and submitting: the order bills the new price', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 10);
    const client = await shopper(apps.cz, 'CZ');
    const { item_id } = await addToCart(client, { product: device.id });
    await apps.database.db.update(products).set({ price: device.price + 1000 }).where(eq(products.id, device.id));
    const cart = v.parse(CartSchema, (await client.get('/api/new/cart/packages/')).json());
    assert.deepEqual(cart.price_changed_item_ids, [item_id]);
    const summary = (await client.get('/api/new/checkout/summary/?type_delivery_code=courier&type_payment=bank_transfer')).json() as { total: number; delivery: number };
    assert.equal(summary.total, device.price + 1000 + summary.delivery);
    const order = await submit(client, submitBody('CZ', newToken(), { type_payment: 'bank_transfer' }));
    assert.equal(order.total, summary.total);
    assert.equal(order.payment_url, null);
    const [line] = await apps.database.db.select().from(orderLines).where(and(eq(orderLines.productId, device.id), eq(orderLines.kind, 'product')));
    assert.equal(line!.unitPrice, device.price + 1000);
  });

  test('a company invoice needs a valid IČO; an empty cart cannot be submitted', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 11);
    const client = await shopper(apps.cz, 'CZ');
    assert.equal((await client.post('/api/new/orders/submit/', submitBody('CZ', newToken()))).statusCode, 400);
    await addToCart(client, { product: device.id });
    const billing = { ...submitBody('CZ', '').order_billing_address, invoice_on_company: true, company: 'Firma s.r.o.', tin: '25596642', vatn: '' };
    const invalid = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { order_billing_address: billing }));
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(invalid.json(), { order_billing_address: { tin: ['Neplatné IČO.'] } });
    await submit(client, submitBody('CZ', newToken(), { order_billing_address: { ...billing, tin: '25596641', vatn: 'CZ25596641' } }));
  });

  test('a pickup point found by search; a congested one is refused', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 12);
    const client = await shopper(apps.cz, 'CZ');
    await addToCart(client, { product: device.id });
    const points = (await client.get(`/api/new/delivery/dispensing-places/?term=${encodeURIComponent('brno')}&limit=200`)).json() as { code: string; city: string; congested: boolean }[];
    assert.ok(points.length > 10);
    assert.ok(points.every((point) => point.city === 'Brno'));
    const congested = points.find((point) => point.congested);
    if (congested) {
      const refused = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_delivery_code: 'pickup_point', store: congested.code }));
      assert.equal(refused.statusCode, 400);
    }
    const free = points.find((point) => !point.congested)!;
    const order = await submit(client, submitBody('CZ', newToken(), { type_delivery_code: 'pickup_point', store: free.code, type_payment: 'cod' }));
    assert.equal(order.payment_url, null);
  });

  test('Romania: CRACIUN026, RO phone and postcode, CUI validated, card paid', async () => {
    const device = await stockedProduct(apps.database.db, 'RO', 'device');
    const client = await shopper(apps.ro, 'RO');
    await addToCart(client, { product: device.id });
    const applied = await client.post('/api/new/discounts/apply/', { code: 'CRACIUN026' });
    assert.equal(applied.statusCode, 200, applied.body);
    const billing = { ...submitBody('RO', '').order_billing_address, invoice_on_company: true, company: 'Firma SRL', tin: '18547291', vatn: '' };
    const invalid = await client.post('/api/new/orders/submit/', submitBody('RO', newToken(), { order_billing_address: billing }));
    assert.deepEqual(invalid.json(), { order_billing_address: { tin: ['CUI invalid.'] } });
    const order = await submit(client, submitBody('RO', newToken(), { order_billing_address: { ...billing, tin: 'RO18547290', vatn: 'RO18547290' } }));
    await decide(client, order.payment_url!, 'approve');
    assert.equal((await paymentStatus(client, order)).paid, true);
    const mails = await apps.database.db.select().from(outbox).where(like(outbox.subject, `%${order.order_number}%`));
    assert.match(mails[0]!.subject, /Confirmarea comenzii/);
    assert.match(mails[0]!.text, /Vânzător: Elektro Shop Romania S\.R\.L\., Strada Academiei 7, 010011 București, Sector 1, CUI 44455560, Nr\. Reg\. Com\. J2020012345407, capital social 200 lei\./);
  });

  test('a Romanian courier order without a county, or with one the postcode contradicts, is refused at the field in Romanian and stores nothing', async () => {
    const device = await stockedProduct(apps.database.db, 'RO', 'device', 14);
    const client = await shopper(apps.ro, 'RO');
    await addToCart(client, { product: device.id });
    const billing = submitBody('RO', '').order_billing_address;
    const ordersBefore = await apps.database.db.$count(shopOrders);
    const noCounty = await client.post('/api/new/orders/submit/', submitBody('RO', newToken(), { order_billing_address: { ...billing, district: '' } }));
    assert.equal(noCounty.statusCode, 400);
    assert.deepEqual(noCounty.json(), { order_billing_address: { district: ['Acest câmp este obligatoriu.'] } });
    const delivery = { first_name: 'Ana', last_name: 'Popescu', address: 'Strada Horea 4', city: 'Cluj-Napoca', district: 'Ilfov', postcode: '010011', phone: '0721 234 567', company: '' };
    const contradicted = await client.post('/api/new/orders/submit/', submitBody('RO', newToken(), { order_delivery_address: delivery }));
    assert.deepEqual(contradicted.json(), { order_delivery_address: { district: ['Județul sau sectorul nu corespunde codului poștal.'] } });
    const unknown = await client.post('/api/new/orders/submit/', submitBody('RO', newToken(), { order_delivery_address: { ...delivery, district: 'Transilvania', postcode: '400114' } }));
    assert.deepEqual(unknown.json(), { order_delivery_address: { district: ['Selectați județul sau sectorul Bucureștiului.'] } });
    assert.equal(await apps.database.db.$count(shopOrders), ordersBefore, 'no order was stored');
    const order = await submit(client, submitBody('RO', newToken(), { order_delivery_address: { ...delivery, district: 'cluj', postcode: '400114' } }));
    const [row] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number));
    assert.equal((row!.deliveryAddress as { district: string }).district, 'Cluj', 'stored as the list spells it');
  });
});

describe('checkout data', () => {
  test('deliveries, payments by delivery, installments and the Liftago reach check', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 13);
    const client = await shopper(apps.cz, 'CZ');
    const { item_id } = await addToCart(client, { product: device.id });
    const deliveries = (await client.get('/api/new/checkout/deliveries/')).json() as { code: string; available: boolean }[];
    assert.equal(deliveries.find((item) => item.code === 'e_licence')!.available, false);
    const payments = (await client.get('/api/new/checkout/payments/?type_delivery_code=store')).json() as { type_payment: string; available: boolean }[];
    assert.equal(payments.find((item) => item.type_payment === 'cod')!.available, false);
    const options = (await client.get(`/api/new/installments/item/${item_id}/`)).json() as { monthly_payment: number; months: number; down_payment: number; rate: number }[];
    assert.ok(options.length > 0);
    const zeroRate = options.find((option) => option.rate === 0)!;
    assert.equal(zeroRate.monthly_payment, Math.ceil((device.price - zeroRate.down_payment) / zeroRate.months));
    const [store] = v.parse(v.array(DeliveryPlaceSchema), (await client.get('/api/new/delivery/places/all/')).json());
    const near = await client.post('/api/new/delivery/liftago/check/', { store_seo_name: store!.seo_name, delivery_address: { delivery_address: 'Karlova 1', delivery_city: store!.city, delivery_postcode: store!.postcode } });
    assert.equal((near.json() as { available: boolean }).available, true);
    const far = await client.post('/api/new/delivery/liftago/check/', { store_seo_name: store!.seo_name, delivery_address: { delivery_address: 'Náměstí 1', delivery_city: 'Jinde', delivery_postcode: store!.postcode.startsWith('7') ? '110 00' : '790 01' } });
    assert.equal((far.json() as { available: boolean }).available, false);
  });
});
