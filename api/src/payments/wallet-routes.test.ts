import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import { OrderSubmitResponseSchema, type OrderSubmitResponse, type PaymentType } from '@shop/shared/contract/checkout';
import { PaymentStatusResponseSchema, walletInit } from '@shop/shared/contract/payments';
import { orderPayments, shopOrders } from '../db/schema/cart';
import { useMarketApps } from '../test-support/market-apps';
import type { TestClient } from '../test-support/test-client';
import { newToken, shopper, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { DECLINED_WALLET_TOKEN } from './test-gateway';
import { isApplePayValidationUrl } from './apple-pay-merchant';

const apps = useMarketApps();
const walletInitResponse = walletInit.response;

let skip = 0;
/** One product in a new shopper's cart, submitted with the given payment. */
async function orderPaidBy(app: FastifyInstance, market: Market, payment: PaymentType): Promise<{ client: TestClient; order: OrderSubmitResponse }> {
  const client = await shopper(app, market);
  const product = await stockedProduct(apps.database.db, market, 'accessory', skip++ % 4);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: product.id })).statusCode, 200);
  const response = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), { type_payment: payment }));
  assert.equal(response.statusCode, 200, response.body);
  return { client, order: v.parse(OrderSubmitResponseSchema, response.json()) };
}

const initPath = (order: OrderSubmitResponse) => `/api/new/payments/wallet/init/${order.order_number}/${order.access}/`;
const processPath = (order: OrderSubmitResponse) => `/api/new/payments/wallet/process/${order.order_number}/${order.access}/`;

async function paymentRows(orderNumber: string) {
  const [order] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, orderNumber));
  const [rows] = await apps.database.db.select({ n: count() }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
  return { order: order!, attempts: rows!.n };
}

describe('Google Pay / Apple Pay (C-A34..C-A37, O-S8, O-S9)', () => {
  for (const market of ['CZ', 'RO'] as const) {
    test(`${market}: a Google Pay order has no hosted page; init asks the order's total, process pays it once`, async () => {
      const app = market === 'CZ' ? apps.cz : apps.ro;
      const { client, order } = await orderPaidBy(app, market, 'google_pay');
      assert.equal(order.payment_url, null, 'the wallet sheet is the payment step, not the gateway page');
      assert.equal((await paymentRows(order.order_number)).attempts, 0, 'no attempt before the sheet opens');

      const init = await client.post(initPath(order), { wallet: 'google_pay' });
      assert.equal(init.statusCode, 200, init.body);
      const request = v.parse(walletInitResponse, init.json());
      assert.equal(request.amount, order.total);
      assert.equal(request.currency, market === 'CZ' ? 'CZK' : 'RON');

      const again = v.parse(walletInitResponse, (await client.post(initPath(order), { wallet: 'google_pay' })).json());
      assert.equal(again.payment_id, request.payment_id, 'a second init shares the open attempt');

      const processed = await client.post(processPath(order), { payment_id: request.payment_id, wallet_token: '{"signature":"stub"}' });
      assert.equal(processed.statusCode, 200, processed.body);
      const state = v.parse(PaymentStatusResponseSchema, processed.json());
      assert.equal(state.status, 'paid');
      assert.equal(state.paid, true);
      const rows = await paymentRows(order.order_number);
      assert.equal(rows.order.paymentStatus, 'paid');
      assert.equal(rows.attempts, 1);

      // A paid order takes no further wallet payment.
      assert.equal((await client.post(initPath(order), { wallet: 'google_pay' })).statusCode, 409);
    });
  }

  test('a declined wallet token leaves the order waiting; the next init opens a new attempt of the same order', async () => {
    const { client, order } = await orderPaidBy(apps.cz, 'CZ', 'apple_pay');
    const first = v.parse(walletInitResponse, (await client.post(initPath(order), { wallet: 'apple_pay' })).json());
    const declined = v.parse(PaymentStatusResponseSchema, (await client.post(processPath(order), { payment_id: first.payment_id, wallet_token: DECLINED_WALLET_TOKEN })).json());
    assert.equal(declined.status, 'declined');
    assert.equal(declined.paid, false);
    assert.ok(declined.message, 'the spec payment error comes with a decline');
    const second = v.parse(walletInitResponse, (await client.post(initPath(order), { wallet: 'apple_pay' })).json());
    assert.notEqual(second.payment_id, first.payment_id);
    const paid = v.parse(PaymentStatusResponseSchema, (await client.post(processPath(order), { payment_id: second.payment_id, wallet_token: 'token' })).json());
    assert.equal(paid.status, 'paid');
    const [orders] = await apps.database.db.select({ n: count() }).from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number));
    assert.equal(orders!.n, 1, 'never a second order');
  });

  test('O-S8: an unpaid card order can be paid by Google Pay from its thank-you page', async () => {
    const { client, order } = await orderPaidBy(apps.ro, 'RO', 'card');
    assert.ok(order.payment_url, 'a card order goes to the gateway page');
    const init = v.parse(walletInitResponse, (await client.post(initPath(order), { wallet: 'google_pay' })).json());
    const paid = v.parse(PaymentStatusResponseSchema, (await client.post(processPath(order), { payment_id: init.payment_id, wallet_token: 'token' })).json());
    assert.equal(paid.paid, true);
    assert.equal((await paymentRows(order.order_number)).attempts, 1, 'the open card attempt is the one paid');
  });

  test('refuses a bank-transfer order, a wrong access secret, a bad body and a foreign payment id, changing nothing', async () => {
    const { client, order } = await orderPaidBy(apps.cz, 'CZ', 'bank_transfer');
    assert.equal((await client.post(initPath(order), { wallet: 'google_pay' })).statusCode, 409);
    const wrongAccess = await client.post(`/api/new/payments/wallet/init/${order.order_number}/${'A'.repeat(order.access.length)}/`, { wallet: 'google_pay' });
    assert.equal(wrongAccess.statusCode, 404);
    const badWallet = await client.post(initPath(order), { wallet: 'paypal' });
    assert.equal(badWallet.statusCode, 400);
    assert.ok((badWallet.json() as Record<string, unknown>).wallet, 'field-level error on wallet');

    const other = await orderPaidBy(apps.cz, 'CZ', 'google_pay');
    const otherInit = v.parse(walletInitResponse, (await other.client.post(initPath(other.order), { wallet: 'google_pay' })).json());
    const emptyToken = await other.client.post(processPath(other.order), { payment_id: otherInit.payment_id, wallet_token: '' });
    assert.equal(emptyToken.statusCode, 400);
    assert.ok((emptyToken.json() as Record<string, unknown>).wallet_token);
    // The other order's payment cannot be charged through this order.
    const foreign = await client.post(processPath(order), { payment_id: otherInit.payment_id, wallet_token: 'token' });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await paymentRows(other.order.order_number)).order.paymentStatus, 'waiting_for_payment');
    assert.equal((await paymentRows(order.order_number)).attempts, 0);
  });

  test('Apple Pay merchant validation: a session (the stand-in without a certificate) for Apple’s URL only; another host is a 400 and nothing is sent', async () => {
    const client = await shopper(apps.cz, 'CZ');
    const sessionPath = (url: string) => `/api/new/payments/wallet/apple-pay-session/?validation_url=${encodeURIComponent(url)}`;
    const answered = await client.get(sessionPath('https://apple-pay-gateway.apple.com/paymentservices/startSession'));
    assert.equal(answered.statusCode, 200, answered.body);
    const session = JSON.parse((answered.json() as { session: string }).session) as { merchantSessionIdentifier: string; domainName: string; standIn: boolean };
    assert.match(session.merchantSessionIdentifier, /^stand-in-/);
    assert.equal(session.standIn, true);
    assert.ok(session.domainName);
    for (const url of ['https://evil.example/paymentservices/startSession', 'http://apple-pay-gateway.apple.com/x', 'https://apple-pay-gateway.apple.com.evil.example/x', 'https://apple-pay-gateway.apple.com:8443/x']) {
      const refused = await client.get(sessionPath(url));
      assert.equal(refused.statusCode, 400, url);
      assert.deepEqual(refused.json(), { validation_url: ['Adresa ověření Apple Pay musí patřit Apple.'] });
    }
    assert.equal(isApplePayValidationUrl('https://cn-apple-pay-gateway-sh-pod1.apple.com/paymentservices/startSession'), true);
  });
});
