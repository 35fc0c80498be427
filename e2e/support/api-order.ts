import assert from 'node:assert/strict';
import { CookieClient } from './cookie-client';
import type { Market } from './shop-session';

/** A customer's billing address per market, as the checkout sends it (without the e-mail). */
export const BILLING = {
  CZ: { first_name: 'Jana', last_name: 'Nováková', address: 'Karlova 12', city: 'Praha', district: '', postcode: '110 00', phone: '601 123 456', invoice_on_company: false },
  RO: { first_name: 'Ana', last_name: 'Popescu', address: 'Strada Mare 3', city: 'București', district: 'Sector 1', postcode: '010011', phone: '0721 234 567', invoice_on_company: false },
} as const;

/** The seed's name of the phone type per market (search tiles carry it). */
const PHONE_TYPE = { CZ: 'Mobilní telefon', RO: 'Telefon mobil' } as const;

export interface SearchTile {
  id: number;
  code: string;
  seo_name: string;
  availability: string;
  price: number;
  type_device_name: string;
}

/**
 * A product the way the shop's search finds it: `in_store`, something on a store's shelf; `warehouse_phone`, a phone
 * only in the warehouse, whose pieces' serial numbers are the seed's (`serialOf(market, code, 'W', index)`).
 */
export async function findProduct(shopUrl: string, market: Market, pick: 'in_store' | 'warehouse_phone'): Promise<SearchTile> {
  const search = (await (await fetch(`${shopUrl}/api/new/catalogue/search/?term=${market === 'CZ' ? 'iphone' : 'samsung'}&page_size=50`)).json()) as { results: SearchTile[] };
  const tile =
    pick === 'in_store'
      ? search.results.find((item) => item.availability === 'in_store' && item.price >= 100)
      : search.results.find((item) => item.availability === 'warehouse' && item.type_device_name === PHONE_TYPE[market]);
  assert.ok(tile, `a product (${pick})`);
  return tile;
}

/**
 * An order placed the way a shopper's browser places it (courier; bank transfer unless told card): the product into the
 * cart, then submit. A card order answers the gateway's payment page (`paymentUrl`), where the shopper goes next.
 */
export async function placeOrder(
  shopUrl: string,
  market: Market,
  email: string,
  pick: 'in_store' | 'warehouse_phone',
  language: 'cs' | 'ro' = 'cs',
  payment: 'bank_transfer' | 'card' = 'bank_transfer',
): Promise<{ orderNumber: string; access: string; code: string; total: number; paymentUrl: string | null }> {
  const client = new CookieClient(language);
  await client.request(shopUrl, 'GET', '/api/new/auth/me/');
  const tile = await findProduct(shopUrl, market, pick);
  const added = await client.request(shopUrl, 'POST', '/api/new/cart/add-product/', { body: { product: tile.id } });
  assert.equal(added.status, 200, await added.clone().text());
  const submitted = await client.request(shopUrl, 'POST', '/api/new/orders/submit/', {
    body: {
      type_payment: payment,
      payment_company: null,
      installment: null,
      order_billing_address: { ...BILLING[market], email },
      order_info: { consent_to_terms_of_service: true, consent_marketing: false, note: '' },
      token: `e2e-order-${Date.now()}`,
      type_delivery_code: 'courier',
      store: null,
      timeslot: null,
      order_delivery_address: null,
      transaction_id: null,
    },
  });
  assert.equal(submitted.status, 200, await submitted.clone().text());
  const placed = (await submitted.json()) as { order_number: string; access: string; total: number; payment_url: string | null };
  return { orderNumber: placed.order_number, access: placed.access, code: tile.code, total: placed.total, paymentUrl: placed.payment_url };
}

/**
 * A phone with three pieces at least on every shelf that has it and in the central warehouse: a cart spec orders up
 * to three (a piece from its first test, one more added, one more by quantity) for pickup in the first store offered,
 * and the specs share one shop, so other specs' orders have taken pieces too.
 */
export async function stockedPhone(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/new/catalogue/search/?term=iphone&page_size=50`);
  const found = (await response.json()) as { results: { seo_name: string; availability: string; price: number; type_device: string }[] };
  const candidates = found.results.filter((tile) => tile.availability === 'in_store' && tile.type_device === 'phones' && tile.price >= 3000);
  for (const tile of candidates) {
    const detail = (await (await fetch(`${shopUrl}/api/new/catalogue/products/${tile.seo_name}/`)).json()) as { stock: { stores: { quantity: number }[]; central_warehouse: number } };
    const { stores, central_warehouse: warehouse } = detail.stock;
    if (warehouse >= 3 && stores.length > 0 && stores.every((store) => store.quantity >= 3)) return tile.seo_name;
  }
  assert.fail('a phone with three pieces on every shelf and in the warehouse');
}
