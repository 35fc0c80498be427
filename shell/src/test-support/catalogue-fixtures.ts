import type { CategoryListing, ProductDetail, ProductTile } from '@shop/shared/contract/catalogue';
import { productTile } from '@shop/shared/contract/product-tile.fixture';

/** The phones category with two makers, 30 products over two pages. */
export function phonesListing(results: ProductTile[] = [productTile('IP13', { common_price: 12990, lowest_price_30_days: 12990 }), productTile('S23', { quality: 'B', quality_name: 'B', condition: 'used' })]): CategoryListing {
  return {
    count: 30,
    results,
    facets: {
      manufacturers: [
        { id: 3, name: 'Apple', count: 18 },
        { id: 5, name: 'Samsung', count: 12 },
      ],
      conditions: [
        { value: 'new', count: 20 },
        { value: 'used', count: 10 },
      ],
      qualities: [{ value: 'B', count: 10 }],
      price: { min: 2990, max: 39990 },
      in_stock: 25,
      attributes: [],
    },
    category: {
      id: 1,
      name: 'Mobilní telefony',
      seo_name: 'mobilni-telefony',
      url_path: '/mobilni-telefony/',
      filterable: true,
      breadcrumb: [],
      children: [],
    },
  };
}

/** A used iPhone's product page: two stores (one with stock), installments and a buyout bonus. */
export function usedIphoneDetail(): ProductDetail {
  return {
    ...productTile('IP13-B', { long_name: 'Apple iPhone 13 128 GB, třída B', quality: 'B', quality_name: 'B', condition: 'used', common_price: 12990, lowest_price_30_days: 12990 }),
    images: [
      { url: '/api/new/catalogue/pictures/v1/phone/front/1c1c1e/Apple.svg', alt: 'iPhone 13 zepředu' },
      { url: '/api/new/catalogue/pictures/v1/phone/back/1c1c1e/Apple.svg', alt: 'iPhone 13 zezadu' },
    ],
    attributes: [{ code: 'storage', name: 'Paměť', value: '128', unit: 'GB' }],
    vat_rate: 21,
    capacity: '128 GB',
    is_e_licence: false,
    stock: {
      stores: [
        { store_id: 1, store_name: 'Praha Chodov', city: 'Praha', quantity: 2, ready_in_30_minutes: true },
        { store_id: 2, store_name: 'Brno Centrum', city: 'Brno', quantity: 0, ready_in_30_minutes: false },
      ],
      central_warehouse: 5,
      external_supplier: null,
    },
    installment: { months: 24, monthly_payment: 417 },
    buyout_bonus: { percent: 15, product_type: 'mobilni-telefony', url: '/vykup/mobilni-telefony/' },
    breadcrumb: [{ id: 1, name: 'Mobilní telefony', seo_name: 'mobilni-telefony', url_path: '/mobilni-telefony/' }],
    variants: [],
  };
}
