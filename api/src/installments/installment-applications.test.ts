import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { OrderSubmitResponseSchema, type OrderSubmitResponse } from '@shop/shared/contract/checkout';
import type { Market } from '@shop/shared/contract/common';
import { InstallmentOverviewRowSchema } from '@shop/shared/contract/orders';
import { shopOrders } from '../db/schema/cart';
import { installmentApplications } from '../db/schema/installments';
import { newToken, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { calculate, findPlan, loadInstallmentPlans } from './calculator';
import { REJECTED_APPLICANT_PREFIX, TEST_CREDIT_LIMIT } from './provider';

const apps = useMarketApps();
const OVERVIEW = '/api/new/orders/installments/';
const PASSWORD = 'Heslo-123';
/** CZ Cofidis online 12 months; RO TBI online 12 months (calculator.ts: provider × 100 + months). */
const PLAN: Record<Market, number> = { CZ: 212, RO: 312 };
let sequence = 0;

const appOf = (market: Market) => (market === 'CZ' ? apps.cz : apps.ro);

async function customer(app: FastifyInstance, market: Market, prefix = 'splatky'): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(app, market === 'CZ' ? 'cs' : 'ro', freshIp());
  await client.get('/api/new/auth/me/');
  const email = `${prefix}${++sequence}-${Date.now()}@example.cz`;
  const response = await client.post('/api/new/account/register/', { email, first_name: 'Jana', last_name: 'Nováková', password: PASSWORD, password_confirmation: PASSWORD });
  assert.equal(response.statusCode, 201, response.body);
  return { client, email };
}

async function installmentOrder(client: TestClient, market: Market, email: string, quantity = 1): Promise<OrderSubmitResponse> {
  const device = await stockedProduct(apps.database.db, market, 'device', sequence % 3);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id, quantity })).statusCode, 200);
  const base = submitBody(market, newToken());
  const body = submitBody(market, base.token, {
    type_payment: 'installments',
    payment_company: market === 'CZ' ? 'cofidis' : 'tbi',
    installment: PLAN[market],
    order_billing_address: { ...base.order_billing_address, email },
    order_info: { ...base.order_info, birth_date: '15.03.1990' },
  });
  const response = await client.post('/api/new/orders/submit/', body);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(OrderSubmitResponseSchema, response.json());
}

async function overview(client: TestClient) {
  const response = await client.get(OVERVIEW);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(v.array(InstallmentOverviewRowSchema), response.json());
}

describe('installment applications (O-S5)', () => {
  for (const market of ['CZ', 'RO'] as const) {
    test(`${market}: an installment order is applied for at submit, approved by the stand-in, and listed with its plan`, async () => {
      const { client, email } = await customer(appOf(market), market);
      const order = await installmentOrder(client, market, email);
      assert.ok(order.total <= TEST_CREDIT_LIMIT[market === 'CZ' ? 'CZK' : 'RON'], 'a seed device is within the limit');
      const rows = await overview(client);
      assert.equal(rows.length, 1);
      const row = rows[0]!;
      assert.equal(row.order_number, order.order_number);
      assert.equal(row.state, 'approved');
      assert.ok(row.decided_at);
      assert.equal(row.months, 12);
      assert.equal(row.order_total, order.total);
      assert.equal(row.monthly_payment, calculate(findPlan(await loadInstallmentPlans(apps.database.db, market), PLAN[market])!, order.total).monthly_payment);
      assert.equal(row.provider_name, market === 'CZ' ? 'Cofidis' : 'TBI Bank');
    });
  }

  test('the test applicant is rejected; a repeated submit neither applies again nor changes the answer', async () => {
    const { client, email } = await customer(apps.cz, 'CZ', REJECTED_APPLICANT_PREFIX);
    const order = await installmentOrder(client, 'CZ', email);
    assert.equal((await overview(client))[0]!.state, 'rejected');
    const [orderRow] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number));
    const [applications] = await apps.database.db.select({ n: count() }).from(installmentApplications).where(eq(installmentApplications.orderId, orderRow!.id));
    assert.equal(applications!.n, 1);
  });

  test('a cancelled order cancels its application (database trigger); a card order has none; another customer sees nothing', async () => {
    const { client, email } = await customer(apps.ro, 'RO');
    const order = await installmentOrder(client, 'RO', email);
    await apps.database.db.update(shopOrders).set({ status: 'cancelled' }).where(eq(shopOrders.orderNumber, order.order_number));
    assert.equal((await overview(client))[0]!.state, 'cancelled');

    const other = await customer(apps.ro, 'RO');
    assert.deepEqual(await overview(other.client), []);
    const device = await stockedProduct(apps.database.db, 'RO', 'device');
    assert.equal((await other.client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
    assert.equal((await other.client.post('/api/new/orders/submit/', submitBody('RO', newToken()))).statusCode, 200);
    assert.deepEqual(await overview(other.client), [], 'card orders are no installment orders');

    const guest = new TestClient(apps.ro, 'ro', freshIp());
    await guest.get('/api/new/auth/me/');
    assert.equal((await guest.get(OVERVIEW)).statusCode, 401);
  });
});
