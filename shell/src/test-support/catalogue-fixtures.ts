import type { CategoryListing, ProductTile } from '@shop/shared/contract/catalogue';

/** A catalogue tile as the server sends it; `overrides` change what a test cares about. */
export function tile(code: string, overrides: Partial<ProductTile> = {}): ProductTile {
  return {
    id: code.length,
    pk: code.length,
    code,
    seo_name: code.toLowerCase(),
    long_name: `Apple ${code}`,
    short_name: code,
    price: 9990,
    common_price: null,
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

/** The phones category with two makers, 30 products over two pages. */
export function phonesListing(results: ProductTile[] = [tile('IP13', { common_price: 12990 }), tile('S23', { quality: 'B', quality_name: 'B', condition: 'used' })]): CategoryListing {
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
