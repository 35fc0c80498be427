import { sampleAppraisal } from '@shop/shared/buyout/appraisal.fixture';
import type { BuyoutDetail } from '@shop/shared/contract/buyout';
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

/** A buyout checked in the shop and waiting for staff to pay or make a counter-offer. */
export function inspectedBuyout(): BuyoutDetail {
  const appraisal = sampleAppraisal();
  appraisal.device_conditions['1']!.value = ['scratched'];
  appraisal.device_conditions['2']!.value = ['like_new'];
  return {
    id: 12,
    product_type_choice: { value: 'mobilni-telefony', label: 'Mobilní telefony' },
    manufacturer_choice: { value: 'apple', label: 'Apple' },
    product_model_choice: { value: 'apple-iphone-13', label: 'iPhone 13' },
    product_color_choice: { value: 'apple-iphone-13-blue', label: 'Modrá' },
    ...appraisal,
    conditions_appraisal_result: { id: 3, quality: 'B', price: 6000, url: '/kvalita/b/' },
    customer_data: {
      personal_identification_number: '710319/2745',
      identity_card_number: '123456789',
      identity_released_by: 'MěÚ Brno',
      identity_valid_to: '2030-02-01',
      degree_before_name: 'Ing.',
      first_name: 'Jan',
      last_name: 'Novák',
      gender: 'male',
      district: '',
      street: 'Náměstí Svobody 1',
      city: 'Brno',
      country: 203,
      postcode: '602 00',
      phone_number: '+420601123456',
      nationality: 203,
      place_of_birth: 'Brno',
      e_mail: 'jan.novak@example.cz',
      bank_account_full_number: '19-2000145399',
      bank_code: '0800',
    },
    pickup_address: null,
    buyout_device: { imei: '490154203237518', serial_number: '', note: '<b>bez krabice</b>' },
    status: 'inspected',
    status_history: [
      { status: 'created', changed_at: '2026-11-02T10:00:00.000Z', price: 6150, regrade: null },
      { status: 'inspected', changed_at: '2026-11-05T10:00:00.000Z', price: null, regrade: null },
    ],
    price: 6150,
    original_price: 6150,
    counter_offer_price: null,
    created_at: '2026-11-02T10:00:00.000Z',
  };
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
