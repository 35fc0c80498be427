import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { OrderSubmitResponseSchema, type OrderSubmitResponse } from '@shop/shared/contract/checkout';
import { PaymentStatusResponseSchema } from '@shop/shared/contract/payments';
import { shopOrders, testGatewayPayments } from '../db/schema/cart';
import { invoices } from '../db/schema/invoices';
import { outbox } from '../db/schema/mail';
import { shopper, newToken, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { useMarketApps } from '../test-support/market-apps';
import { buildTestApp } from '../test-support/test-app';
import type { TestClient } from '../test-support/test-client';

const apps = useMarketApps();
let productSkip = 30;

async function cardOrder(): Promise<{ client: TestClient; order: OrderSubmitResponse; paymentId: string }> {
  const client = await shopper(apps.cz, 'CZ');
  const product = await stockedProduct(apps.database.db, 'CZ', 'accessory', productSkip++);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: product.id })).statusCode, 200);
  const submitted = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken()));
  assert.equal(submitted.statusCode, 200, submitted.body);
  const order = v.parse(OrderSubmitResponseSchema, submitted.json());
  return { client, order, paymentId: order.payment_url!.split('/').filter(Boolean).at(-1)! };
}

async function invoiceOf(orderNumber: string) {
  const [order] = await apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, orderNumber));
  return (await apps.database.db.select().from(invoices).where(eq(invoices.orderId, order!.id)))[0];
}

describe('payment results', () => {
  test('a payment the gateway approved whose notification was lost is paid at the next status call, and invoiced', async () => {
    const { client, order, paymentId } = await cardOrder();
    // The gateway decided, and the process died before its notification reached the shop.
    await apps.database.db.update(testGatewayPayments).set({ state: 'paid' }).where(eq(testGatewayPayments.paymentId, paymentId));
    const status = v.parse(PaymentStatusResponseSchema, (await client.get(`/api/new/payments/status/${order.order_number}/${order.access}/`)).json());
    assert.equal(status.status, 'paid');
    assert.equal(status.paid, true);
    const [row] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number));
    assert.equal(row!.paymentStatus, 'paid');
    await apps.cz.afterAnswer.settled();
    assert.ok(await invoiceOf(order.order_number), 'the invoice is issued');

    // The late notification changes nothing more: one invoice.
    assert.equal((await client.post(`/api/new/payments/test-gateway/payments/${paymentId}/decide/`, { decision: 'approve' })).statusCode, 409);
    await apps.cz.afterAnswer.settled();
    const invoice = (await invoiceOf(order.order_number))!;
    assert.equal((await apps.database.db.select().from(invoices).where(eq(invoices.orderId, invoice.orderId))).length, 1);
  });

  test('without any status call, the sweep of open attempts pays the order', async () => {
    const swept = await buildTestApp({ database: apps.database, config: { paymentSweepIntervalMs: 100 } });
    try {
      const { order, paymentId } = await cardOrder();
      await apps.database.db.update(testGatewayPayments).set({ state: 'paid' }).where(eq(testGatewayPayments.paymentId, paymentId));
      const paid = async () => (await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number)))[0]!.paymentStatus === 'paid';
      for (let waited = 0; waited < 5_000 && !(await paid()); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(await paid(), true);
      await swept.afterAnswer.settled();
      assert.ok(await invoiceOf(order.order_number), 'the invoice is issued');
    } finally {
      await swept.close();
    }
  });

  test('the customer’s "pay" is answered before the invoice PDF and its mail are made', async () => {
    const { client, order, paymentId } = await cardOrder();
    const invoiceMails = async () => {
      const invoice = await invoiceOf(order.order_number);
      return invoice ? (await apps.database.db.select().from(outbox).where(eq(outbox.subject, `Faktura ${invoice.number}`))).length : 0;
    };
    const decided = await client.post(`/api/new/payments/test-gateway/payments/${paymentId}/decide/`, { decision: 'approve' });
    assert.equal(decided.statusCode, 200, decided.body);
    assert.equal(await invoiceMails(), 0, 'the answer did not wait for the PDF and the mail');
    await apps.cz.afterAnswer.settled();
    assert.equal(await invoiceMails(), 1, 'the invoice mail follows');
  });
});
