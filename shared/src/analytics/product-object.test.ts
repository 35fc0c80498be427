import { analyticsProduct, type ReportableProduct } from './product-object';

/** A tile as the catalogue sends it: more fields than the analytics object takes. */
const usedPhone: ReportableProduct & { seo_name: string; image_url: string; pk: number } = {
  id: 42,
  pk: 42,
  code: 'IP13-128-BLK-B',
  seo_name: 'apple-iphone-13-128-gb-cerny-b',
  long_name: 'Apple iPhone 13 128 GB černý, třída B',
  short_name: 'iPhone 13 128 GB',
  price: 9990,
  common_price: 12990,
  type_device_name: 'Mobilní telefony',
  master_product: { manufacturer_name: 'Apple' },
  root_category_names: ['Mobilní telefony'],
  category_names: ['Apple'],
  quality_name: 'B',
  meta_attributes_description: '128 GB, 6,1", černá',
  special_offers_product_badge: [{ name: 'Akce' }],
  gifts: [{ name: 'Ochranné sklo' }],
  special_offer_icons: [{ name: 'Doprava zdarma' }],
  image_url: '/api/new/catalogue/images/ip13.svg',
};

test('the object has exactly the spec keys, with the manufacturer under master_product', () => {
  const object = analyticsProduct(usedPhone);
  expect(Object.keys(object).sort()).toEqual(
    [
      'code',
      'long_name',
      'short_name',
      'price',
      'common_price',
      'type_device_name',
      'master_product',
      'root_category_names',
      'category_names',
      'quality_name',
      'id',
      'meta_attributes_description',
      'special_offers_product_badge',
      'gifts',
      'special_offer_icons',
    ].sort(),
  );
  expect(object).toEqual({
    code: 'IP13-128-BLK-B',
    long_name: 'Apple iPhone 13 128 GB černý, třída B',
    short_name: 'iPhone 13 128 GB',
    price: 9990,
    common_price: 12990,
    type_device_name: 'Mobilní telefony',
    master_product: { manufacturer_name: 'Apple' },
    root_category_names: ['Mobilní telefony'],
    category_names: ['Apple'],
    quality_name: 'B',
    id: 42,
    meta_attributes_description: '128 GB, 6,1", černá',
    special_offers_product_badge: ['Akce'],
    gifts: ['Ochranné sklo'],
    special_offer_icons: ['Doprava zdarma'],
  });
});

test('a new product with no usual price, badges or gifts keeps nulls and empty lists', () => {
  const cable = { ...usedPhone, quality_name: null, common_price: null, special_offers_product_badge: [], gifts: [], special_offer_icons: [] };
  expect(analyticsProduct(cable)).toMatchObject({ quality_name: null, common_price: null, special_offers_product_badge: [], gifts: [], special_offer_icons: [] });
});

test('the event does not share arrays with the product it was built from', () => {
  const object = analyticsProduct(usedPhone);
  object.category_names.push('changed');
  expect(usedPhone.category_names).toEqual(['Apple']);
});
