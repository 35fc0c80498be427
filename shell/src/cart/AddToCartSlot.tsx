import { useLingui } from '@lingui/react/macro';
import type { ProductTile } from '@shop/shared/contract/catalogue';
import { useMarket } from '@shop/shared/i18n/market-context';
import { RemoteSlot } from '../remotes/RemoteSlot';

/**
 * The cart remote's "add to cart" button on a tile or the product page. It lives in mf-cart so the
 * cart's rules (payload, badge, subcart) stay in one place; the shell only says which product.
 */
export function AddToCartSlot({ product, placement }: { product: ProductTile; placement: string }) {
  const { market } = useMarket();
  const { i18n } = useLingui();
  return <RemoteSlot remote="mf-cart" exposed="./AddToCartButton" props={{ market, locale: i18n.locale, product, placement }} />;
}
