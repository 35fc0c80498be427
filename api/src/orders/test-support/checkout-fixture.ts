import { and, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import type { OrderSubmitBody } from '@shop/shared/contract/checkout-submit';
import type { Db } from '../../db/database';
import { masterProducts, products } from '../../db/schema/catalogue';
import { TestClient } from '../../test-support/test-client';

/** A product of the market with own stock: a device (takes insurance) or an accessory. */
export async function stockedProduct(db: Db, market: Market, kind: 'device' | 'accessory', skip = 0): Promise<{ id: number; price: number; seoName: string; longName: string }> {
  const rows = await db
    .select({ id: products.id, price: products.price, seoName: products.seoName, longName: products.longName })
    .from(products)
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .where(
      and(
        eq(products.market, market),
        eq(products.isELicence, false),
        gte(products.warehouseQuantity, 5),
        gte(products.price, kind === 'device' ? 3000 : 100),
        kind === 'device' ? isNotNull(masterProducts.modelId) : isNull(masterProducts.modelId),
      ),
    )
    .orderBy(desc(products.id))
    .limit(skip + 1);
  const row = rows[skip];
  if (!row) throw new Error(`no stocked ${kind} in ${market}`);
  return row;
}

/** A browser with a CSRF cookie, in the market's language. */
export async function shopper(app: FastifyInstance, market: Market): Promise<TestClient> {
  const client = new TestClient(app, market === 'CZ' ? 'cs' : 'ro');
  await client.get('/api/new/auth/me/');
  return client;
}

const BILLING: Record<Market, OrderSubmitBody['order_billing_address']> = {
  CZ: { first_name: 'Jana', last_name: 'Nováková', address: 'Karlova 12', city: 'Praha', district: '', postcode: '110 00', phone: '601 123 456', email: 'jana@example.cz', invoice_on_company: false },
  RO: { first_name: 'Ana', last_name: 'Popescu', address: 'Strada Mare 3', city: 'București', district: 'Sector 1', postcode: '010011', phone: '0721 234 567', email: 'ana@example.ro', invoice_on_company: false },
};

/** A submit body the server accepts for a courier delivery paid by card; tests change one part at a time. */
export function submitBody(market: Market, token: string, overrides: Partial<OrderSubmitBody> = {}): OrderSubmitBody {
  return {
    type_payment: 'card',
    payment_company: null,
    installment: null,
    order_billing_address: BILLING[market],
    order_info: { consent_to_terms_of_service: true, consent_marketing: false, note: '' },
    token,
    type_delivery_code: 'courier',
    store: null,
    timeslot: null,
    order_delivery_address: null,
    transaction_id: null,
    ...overrides,
  };
}

let tokens = 0;
export function newToken(): string {
  tokens += 1;
  return `checkout-${process.pid}-${tokens}-${Date.now()}`;
}
