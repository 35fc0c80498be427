import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderPayments, shopOrders } from '../db/schema/cart';
import { HttpError } from '../http/http-error';
import { useMarketApps } from '../test-support/market-apps';
import { newToken, shopper, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { openPaymentForCustomer } from './order-payments';
import type { PaymentProvider } from './provider';

const apps = useMarketApps();

/** A gateway stand-in behind the real client interface whose network calls fail, as an unreachable gateway's would. */
const unreachable: PaymentProvider = {
  name: 'unreachable',
  createPayment: () => Promise.reject(new Error('connect ECONNREFUSED')),
  chargeWallet: () => Promise.reject(new Error('connect ECONNREFUSED')),
  stateOf: () => Promise.reject(new Error('connect ECONNREFUSED')),
  refund: () => Promise.reject(new Error('connect ECONNREFUSED')),
};

/** The same interface answering normally, for the retry once the gateway is back. */
const reachable: PaymentProvider = {
  name: 'reachable',
  createPayment: ({ orderNumber }) => Promise.resolve({ paymentId: `retry-${orderNumber}`, paymentUrl: `/gateway/retry-${orderNumber}/` }),
  chargeWallet: () => Promise.resolve(),
  stateOf: () => Promise.resolve('created'),
  refund: () => Promise.resolve(true),
};

describe('payment gateway unreachable', () => {
  test('answers 503 with the spec’s text, stores no attempt, keeps the order, and a retry opens the payment', async () => {
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 40);
    const client = await shopper(apps.cz, 'CZ');
    assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
    const placed = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_payment: 'bank_transfer' }));
    assert.equal(placed.statusCode, 200, placed.body);
    const { order_number } = placed.json() as { order_number: string };
    const [order] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order_number));

    await assert.rejects(openPaymentForCustomer(apps.database.db, unreachable, 'test-secret', order!, 'cs'), (error: unknown) => {
      assert.ok(error instanceof HttpError);
      assert.equal(error.statusCode, 503);
      assert.deepEqual(error.body, { detail: 'Platební bránu se nepodařilo kontaktovat. Zkuste to prosím znovu.' });
      return true;
    });
    assert.equal((await apps.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id))).length, 0, 'no attempt stored');
    assert.equal((await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order_number))).length, 1, 'the order stands');

    const opened = await openPaymentForCustomer(apps.database.db, reachable, 'test-secret', order!, 'cs');
    assert.equal(opened.paymentId, `retry-${order_number}`);
    assert.equal(opened.state, 'created');
  });
});
