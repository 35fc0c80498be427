import { sampleBuyoutDetail } from '@shop/shared/buyout/buyout-detail.fixture';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import type { StaffBuyoutRow } from '@shop/shared/contract/buyout-staff';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';

export const buyoutRow: StaffBuyoutRow = {
  id: 12,
  status: 'inspected',
  device: 'Apple iPhone 13, Modrá',
  customer_name: 'Jan Novák',
  email: 'jan.novak@example.cz',
  price: 6150,
  counter_offer_price: null,
  created_at: '2026-11-02T10:00:00.000Z',
};

/** A buyout checked in the shop and waiting for staff to pay or make a counter-offer; its note tries HTML. */
export function inspectedBuyout(): BuyoutDetail {
  const buyout = sampleBuyoutDetail();
  return { ...buyout, buyout_device: { ...buyout.buyout_device, note: '<b>bez krabice</b>' } };
}

/** The same buyout just received in the shop, before its inspection: the re-grade form's place. */
export function receivedBuyout(): BuyoutDetail {
  const buyout = inspectedBuyout();
  // With the original charger (+150), so its B price is the 6 150 it was sold for.
  buyout.device_conditions['5']!.value = ['yes'];
  return { ...buyout, status: 'received', status_history: [buyout.status_history[0]!, { status: 'received', changed_at: '2026-11-04T10:00:00.000Z', price: null, regrade: null }] };
}

/** The buyout desk's calls in memory; `override` answers a call first. */
export function fakeBuyoutDeskServer(override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  return fakeFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    const custom = override?.(pathname, init);
    if (custom) return custom;
    if (pathname === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (pathname === '/api/new/buyout/staff/buyouts/') return { status: 200, body: { count: 1, results: [buyoutRow] } };
    if (pathname === '/api/new/buyout/staff/buyouts/12/') return { status: 200, body: inspectedBuyout() };
    return { status: 404, body: { detail: 'not faked' } };
  });
}
