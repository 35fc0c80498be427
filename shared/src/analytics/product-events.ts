import { publish } from '../bus/bus';
import { analyticsProduct, type ReportableProduct } from './product-object';

/** Where on the page a product was seen or clicked (`listing`, `search`, `accessories`...), so reports can tell strips apart. */
export type ProductPlacement = string;

/** Spec section 9 `view`: the product's tile or block was half visible for a second (sent by the view tracker). */
export function reportProductView(product: ReportableProduct, placement: ProductPlacement): void {
  publish('analytics', { event: 'view', payload: { placement, product: analyticsProduct(product) } });
}

/** Spec section 9 `click`: a product tile was opened. */
export function reportProductClick(product: ReportableProduct, placement: ProductPlacement): void {
  publish('analytics', { event: 'click', payload: { placement, product: analyticsProduct(product) } });
}
