import type { Locale, Market } from '@shop/shared/contract/common';
import type { ProductTile } from '@shop/shared/contract/catalogue';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { AddToCartWithSubcart } from '../flow/AddToCartWithSubcart';
import { addToCartCatalogs } from '../add-to-cart/locales/catalogs';

export interface AddToCartButtonProps {
  locale: Locale;
  market: Market;
  product: ProductTile;
  placement: string;
}

/**
 * What the shell renders on product tiles and the product page (`shell/src/cart/AddToCartSlot.tsx`). It starts with
 * the button's texts only; the subcart adds the widget's catalog when it opens (flow/AddToCartWithSubcart.tsx).
 */
export default function AddToCartButton({ locale, market, product, placement }: AddToCartButtonProps) {
  return (
    <WidgetProviders locale={locale} market={market} catalogs={addToCartCatalogs}>
      <AddToCartWithSubcart product={product} placement={placement} />
    </WidgetProviders>
  );
}
