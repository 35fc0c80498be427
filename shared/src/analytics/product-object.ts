/**
 * The spec's analytics product object (section 3, "Other fragments"): exactly these keys, so
 * the tag manager sees the same shape from the catalogue, the product page and the cart.
 * The spec allows `id` or `pk`; we always send `id`. Badges, gifts and icons go as their names.
 */
export interface AnalyticsProduct {
  code: string;
  long_name: string;
  short_name: string;
  price: number;
  common_price: number | null;
  type_device_name: string;
  master_product: { manufacturer_name: string };
  root_category_names: string[];
  category_names: string[];
  quality_name: string | null;
  id: number;
  meta_attributes_description: string;
  special_offers_product_badge: string[];
  gifts: string[];
  special_offer_icons: string[];
}

interface Named {
  name: string;
}

/** The fields of a catalogue product (the contract's `ProductTile`) that the object is made of. */
export interface ReportableProduct {
  id: number;
  code: string;
  long_name: string;
  short_name: string;
  price: number;
  common_price: number | null;
  type_device_name: string;
  master_product: { manufacturer_name: string };
  root_category_names: readonly string[];
  category_names: readonly string[];
  quality_name: string | null;
  meta_attributes_description: string;
  special_offers_product_badge: readonly Named[];
  gifts: readonly Named[];
  special_offer_icons: readonly Named[];
}

const names = (list: readonly Named[]): string[] => list.map((item) => item.name);

/**
 * Builds the product object every analytics event about a product carries (checklist SH-A2).
 * Only these keys: a tile's pictures, stock or address never reach the tag manager.
 */
export function analyticsProduct(product: ReportableProduct): AnalyticsProduct {
  return {
    code: product.code,
    long_name: product.long_name,
    short_name: product.short_name,
    price: product.price,
    common_price: product.common_price,
    type_device_name: product.type_device_name,
    master_product: { manufacturer_name: product.master_product.manufacturer_name },
    root_category_names: [...product.root_category_names],
    category_names: [...product.category_names],
    quality_name: product.quality_name,
    id: product.id,
    meta_attributes_description: product.meta_attributes_description,
    special_offers_product_badge: names(product.special_offers_product_badge),
    gifts: names(product.gifts),
    special_offer_icons: names(product.special_offer_icons),
  };
}
