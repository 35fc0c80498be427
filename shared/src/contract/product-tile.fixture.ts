import type { ProductTile } from './catalogue';

/** A catalogue tile as the server sends it; `overrides` change what a test cares about. */
export function productTile(code: string, overrides: Partial<ProductTile> = {}): ProductTile {
  return {
    id: code.length,
    pk: code.length,
    code,
    seo_name: code.toLowerCase(),
    long_name: `Apple ${code}`,
    short_name: code,
    price: 9990,
    common_price: null,
    lowest_price_30_days: null,
    price_since: '2026-04-20T08:00:00.000Z',
    condition: 'new',
    quality: null,
    quality_name: null,
    type_device: 'phones',
    type_device_name: 'Mobilní telefony',
    master_product: { id: 1, seo_name: 'iphone-13', name: 'iPhone 13', manufacturer_id: 3, manufacturer_name: 'Apple' },
    root_category_names: ['Mobilní telefony'],
    category_names: ['Apple'],
    meta_attributes_description: '128 GB',
    special_offers_product_badge: [],
    gifts: [],
    special_offer_icons: [],
    colour: null,
    image_url: `/api/new/catalogue/images/${code.toLowerCase()}.svg`,
    availability: 'warehouse',
    rating: null,
    url: `/produkt/${code.toLowerCase()}/`,
    ...overrides,
  };
}
