import type { Locale, Market } from '@shop/shared/contract/common';
import type { ProductTile } from '@shop/shared/contract/catalogue';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { AddToCartWithSubcart } from '../flow/AddToCartWithSubcart';
import { catalogs } from '../locales/catalogs';

export interface AddToCartButtonProps {
  locale: Locale;
  market: Market;
  product: ProductTile;
  placement: string;
}

/** What the shell renders on product tiles and the product page (`shell/src/cart/AddToCartSlot.tsx`). */
export default function AddToCartButton({ locale, market, product, placement }: AddToCartButtonProps) {
  return (
    <WidgetProviders locale={locale} market={market} catalogs={catalogs}>
      <AddToCartWithSubcart product={product} placement={placement} />
    </WidgetProviders>
  );
}
