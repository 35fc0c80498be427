import type { ServiceOrderSummary, StaffServiceOrderDetail } from '@shop/shared/contract/service';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';

export const serviceRow: ServiceOrderSummary = {
  order_number: 'S000000042',
  status: 'booked',
  device: 'Apple iPhone 15',
  center: { id: 3, name: 'Praha Chodov' },
  slot: { id: '2026-11-24T09:00', date: '2026-11-24', time: '09:00' },
  customer_name: 'Jana Nováková',
  total_price: 2250,
  created_at: '2026-11-23T10:00:00.000Z',
};

export function bookedOrder(): StaffServiceOrderDetail {
  return {
    order_number: 'S000000042',
    status: 'booked',
    status_history: [{ status: 'booked', changed_at: '2026-11-23T10:00:00.000Z' }],
    device: { manufacturer: 'Apple', model: 'iPhone 15', color: null },
    operations: [
      { id: 1, code: 'display', name: 'Výměna displeje', price: 1000, duration: 60, warranty: 6 },
      { id: 2, code: 'battery', name: 'Výměna baterie', price: 1250, duration: 30, warranty: 6 },
    ],
    total_price: 2250,
    total_duration: 90,
    center: { id: 3, name: 'Praha Chodov', street: 'Roztylská 2321/19', city: 'Praha', postcode: '148 00', phone: '+420 222 111 000', opening_hours: 'Po–Ne 9–21' },
    slot: { id: '2026-11-24T09:00', date: '2026-11-24', time: '09:00' },
    customer_name: 'Jana Nováková',
    note: 'Prasklé sklo <script>',
    created_at: '2026-11-23T10:00:00.000Z',
    e_mail: 'jana@example.cz',
    phone_number: '+420601123456',
  };
}

/** The service desk's calls in memory; `override` answers a call first. */
export function fakeServiceDeskServer(override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  return fakeFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    const custom = override?.(pathname, init);
    if (custom) return custom;
    if (pathname === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (pathname === '/api/new/service/staff/orders/') return { status: 200, body: { count: 1, results: [serviceRow] } };
    if (pathname === '/api/new/service/staff/orders/S000000042/') return { status: 200, body: bookedOrder() };
    return { status: 404, body: { detail: 'not faked' } };
  });
}
