import type { OrderDeskDetail, OrderDeskRow } from '@shop/shared/contract/order-desk';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';

export const deskRow: OrderDeskRow = {
  id: 7,
  order_number: 'E123456789',
  created_at: '2026-11-20T10:00:00.000Z',
  customer_name: 'Jana Nováková',
  company: null,
  email: 'jana@example.cz',
  status: 'new',
  payment_status: 'paid',
  delivery_status: 'new',
  total: 12990,
  currency: 'CZK',
};

export const deskDetail: OrderDeskDetail = {
  ...deskRow,
  phone: '601 123 456',
  billing_address: 'Karlova 12, 110 00 Praha',
  delivery_name: 'Kurýr na adresu',
  lines: [
    { id: 31, kind: 'product', product_code: 'IP15-128', name: 'iPhone 15', quantity: 1, unit_price: 12990, final_price: 12990, picking_status: 'waiting' },
    { id: 32, kind: 'delivery', product_code: 'courier', name: 'Kurýr', quantity: 1, unit_price: 0, final_price: 0, picking_status: null },
  ],
  packages: [{ id: 3, kind: 'own_stock', status: 'new' }],
  crate: null,
  next_statuses: ['processing', 'cancelled'],
  can_cancel: true,
  can_add_product: true,
  events: [{ id: 0, kind: 'created', text: 'Objednávka přijata', user_email: null, created_at: '2026-11-20T10:00:00.000Z' }],
  withdrawals: [],
  payments: [{ key: 'gateway-1', amount: 12990, received_on: '2026-11-20', reference: 'pay-1', method: 'gateway', recorded_by: null }],
  payment_balance: { paid: 12990, refunded: 0, balance: 0 },
  invoice: null,
};

/** The desk's calls in memory; `override` answers a call first. */
export function fakeDeskServer(override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  return fakeFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    const custom = override?.(pathname, init);
    if (custom) return custom;
    if (pathname === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (pathname === '/api/new/orders/staff/orders/') return { status: 200, body: { results: [deskRow] } };
    if (pathname === '/api/new/orders/staff/order-count/') return { status: 200, body: { count: 1 } };
    if (pathname === `/api/new/orders/staff/orders/${deskRow.order_number}/`) return { status: 200, body: deskDetail };
    if (pathname.startsWith(`/api/new/orders/staff/orders/${deskRow.order_number}/lines/31/picking/`)) {
      return { status: 200, body: { ...deskDetail, lines: [{ ...deskDetail.lines[0]!, picking_status: 'picked' }, deskDetail.lines[1]!] } };
    }
    return { status: 404, body: { detail: 'not faked' } };
  });
}
