import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import type { Center } from '@shop/shared/contract/stores';
import type { ServiceOrderDetail } from '@shop/shared/contract/service';
import { colours, iphone15Data, iphone15Suggestion, manufacturers, models, operations, phoneTypes } from './fixtures';

export const centers: Center[] = [
  { id: 3, name: 'Praha Chodov', street: 'Roztylská 2321/19', city: 'Praha', postcode: '148 00', phone: '+420 222 111 000', opening_hours: 'Po–Ne 9–21', is_service: true, is_buyout: true, latitude: 50.03, longitude: 14.49 },
  { id: 4, name: 'Výkupna Brno', street: 'Masarykova 1', city: 'Brno', postcode: '602 00', phone: '+420 222 111 001', opening_hours: 'Po–Pá 9–18', is_service: false, is_buyout: true, latitude: 49.19, longitude: 16.6 },
];

export const bookedOrder: ServiceOrderDetail = {
  order_number: 'S000000042',
  status: 'booked',
  status_history: [{ status: 'booked', changed_at: '2026-11-23T10:00:00.000Z' }],
  device: { manufacturer: 'Apple', model: 'iPhone 15', color: null },
  operations: operations(2),
  total_price: 2250,
  total_duration: 90,
  center: { id: 3, name: 'Praha Chodov', street: 'Roztylská 2321/19', city: 'Praha', postcode: '148 00', phone: '+420 222 111 000', opening_hours: 'Po–Ne 9–21' },
  slot: { id: '2026-11-24T09:00', date: '2026-11-24', time: '09:00' },
  customer_name: 'Jan Novák',
  note: '',
  created_at: '2026-11-23T10:00:00.000Z',
};

export const ORDER_TOKEN = 'a'.repeat(43);
export const ORDER_LOCATION = `/servis/objednavka/${bookedOrder.order_number}/${ORDER_TOKEN}/`;

/** The selector-data answer for the slugs asked, from the iPhone 15 catalogue: down to the model at most. */
function selectorDataFor(query: URLSearchParams) {
  const full = iphone15Data();
  const type = query.get('product_type') === full.selected_choices.product_type ? full.selected_choices.product_type : null;
  const manufacturer = type && query.get('product_manufacturer') === 'apple' ? 'apple' : null;
  const model = manufacturer && query.get('product_model') === 'iphone-15' ? 'iphone-15' : null;
  return {
    selected_choices: { product_type: type, product_manufacturer: manufacturer, product_model: model, product_color: null },
    choices: {
      product_type: full.choices.product_type,
      product_manufacturer: type ? full.choices.product_manufacturer : [],
      product_model: manufacturer ? full.choices.product_model : [],
      product_color: model ? full.choices.product_color : [],
      service_operations: model ? full.choices.service_operations : [],
    },
  };
}

/**
 * The service API as the widget sees it, answered in memory for component tests; `override`
 * answers a path first (return undefined to fall through).
 */
export function fakeServiceServer(override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  return fakeFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    const custom = override?.(pathname, init);
    if (custom) return custom;
    if (pathname === '/api/new/service/product-selector/product-type-choices/') return { status: 200, body: { choices: phoneTypes, url: '/servis/' } };
    if (pathname.startsWith('/api/new/service/product-selector/manufacturer-choices/')) return { status: 200, body: { choices: manufacturers, url: '/servis/mobilni-telefony/' } };
    if (pathname.startsWith('/api/new/service/product-selector/model-choices/')) return { status: 200, body: { choices: models, url: '/servis/mobilni-telefony/apple/' } };
    if (pathname.startsWith('/api/new/service/product-selector/color-choices/')) return { status: 200, body: { choices: colours, url: '/servis/mobilni-telefony/apple/iphone-15/' } };
    if (pathname.startsWith('/api/new/service/service-operations/')) {
      return { status: 200, body: { url: `/servis/mobilni-telefony/apple/iphone-15/${pathname.split('/').at(-2)}/`, choices: operations() } };
    }
    if (pathname === '/api/new/service/product-selector/data/') return { status: 200, body: selectorDataFor(new URL(url, 'http://shop.test').searchParams) };
    if (pathname.startsWith('/api/new/service/smart-search/product-data/')) return { status: 200, body: { url: iphone15Suggestion.url, ...iphone15Data() } };
    if (pathname === '/api/new/service/smart-search/') return { status: 200, body: { result: [iphone15Suggestion] } };
    if (pathname === '/api/new/stores/stores/service-center/service-buyout-centers/') return { status: 200, body: centers };
    if (/^\/api\/new\/service\/centers\/\d+\/slots\/$/.test(pathname)) {
      const date = new URL(url, 'http://shop.test').searchParams.get('date');
      return {
        status: 200,
        body: {
          date,
          slots: [
            { id: `${date}T09:00`, time: '09:00', capacity: 2, capacity_left: 0 },
            { id: `${date}T10:00`, time: '10:00', capacity: 2, capacity_left: 1 },
          ],
        },
      };
    }
    if (pathname === '/api/new/service/orders/' && init.method === 'POST') {
      return { status: 201, body: { order_number: bookedOrder.order_number, location: ORDER_LOCATION }, headers: { Location: ORDER_LOCATION } };
    }
    if (pathname === `/api/new/service/orders/${bookedOrder.order_number}/${ORDER_TOKEN}/`) return { status: 200, body: bookedOrder };
    if (pathname === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    return { status: 404, body: { detail: `no fake for ${pathname}` } };
  });
}
