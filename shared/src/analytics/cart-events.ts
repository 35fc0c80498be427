import { publish } from '../bus/bus';
import type { AnalyticsEventName } from '../bus/analytics-event';
import type { Market } from '../contract/common';
import { analyticsProduct, type AnalyticsProduct, type ReportableProduct } from './product-object';

/**
 * Spec section 9 says "ad event currency CZK"; a Romanian order priced in Lei reported as CZK would
 * put wrong revenue into reports, so each market reports its own ISO currency (docs/cart.md).
 */
export const ANALYTICS_CURRENCY: Readonly<Record<Market, 'CZK' | 'RON'>> = { CZ: 'CZK', RO: 'RON' };

/** What the cart knows of a product line: the analytics object's keys it has, plus the quantity. */
export interface CartReportableProduct {
  id: number;
  code: string;
  long_name: string;
  short_name: string;
  price: number;
  common_price: number | null;
  type_device_name: string;
  manufacturer_name: string;
  quality_name: string | null;
  quantity: number;
}

/** The spec's product object of a cart line; category and offer lists are not part of a cart line, so they are empty. */
export function cartAnalyticsProduct(line: CartReportableProduct): AnalyticsProduct & { quantity: number } {
  return {
    code: line.code,
    long_name: line.long_name,
    short_name: line.short_name,
    price: line.price,
    common_price: line.common_price,
    type_device_name: line.type_device_name,
    master_product: { manufacturer_name: line.manufacturer_name },
    root_category_names: [],
    category_names: [],
    quality_name: line.quality_name,
    id: line.id,
    meta_attributes_description: '',
    special_offers_product_badge: [],
    gifts: [],
    special_offer_icons: [],
    quantity: line.quantity,
  };
}

/** Checklist C-AN10: "add to cart" pressed on a tile or the product page (the `click` event, told apart by `action`). */
export function reportAddToCartClick(product: ReportableProduct, placement: string, market: Market): void {
  publish('analytics', { event: 'click', payload: { action: 'add_to_cart', placement, currency: ANALYTICS_CURRENCY[market], product: analyticsProduct(product) } });
}

/** The cart and checkout events of spec section 9 (checklist C-AN1..AN9): the cart's products, currency and what happened. */
export type CartEventName = Extract<
  AnalyticsEventName,
  'checkout_start' | 'continue_shopping' | 'terms_agreement' | 'shipping_info' | 'payment_choice' | 'code_use' | 'student_discount_use' | 'installments' | 'reservation'
>;

export function reportCartEvent(event: CartEventName, market: Market, products: readonly CartReportableProduct[], details: Record<string, unknown> = {}): void {
  publish('analytics', { event, payload: { ...details, currency: ANALYTICS_CURRENCY[market], products: products.map(cartAnalyticsProduct) } });
}
