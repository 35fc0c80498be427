import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import { OrderDeskDetailSchema, type OrderDeskDetail } from '@shop/shared/contract/order-desk';
import type { Db } from '../../db/database';
import { TestClient } from '../../test-support/test-client';
import { TEST_STAFF } from '../../test-support/test-database';
import { newToken, shopper, stockedProduct, submitBody } from './checkout-fixture';

export const DESK = '/api/new/orders/staff/orders/';
export const DESK_COUNT = '/api/new/orders/staff/order-count/';

/** A one-device order of the market placed through the real cart and checkout; `skip` picks a product of the file's own. */
export async function placeDeskOrder(app: FastifyInstance, db: Db, market: Market, skip: number, typePayment: 'bank_transfer' | 'card' = 'bank_transfer'): Promise<string> {
  const device = await stockedProduct(db, market, 'device', skip);
  const client = await shopper(app, market);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
  const placed = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), { type_payment: typePayment }));
  assert.equal(placed.statusCode, 200, placed.body);
  return (placed.json() as { order_number: string }).order_number;
}

export async function deskStaff(app: FastifyInstance, locale: 'cs' | 'ro'): Promise<TestClient> {
  const staff = new TestClient(app, locale);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return staff;
}

export async function deskDetailOf(staff: TestClient, number: string): Promise<OrderDeskDetail> {
  const response = await staff.get(`${DESK}${number}/`);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(OrderDeskDetailSchema, response.json());
}
