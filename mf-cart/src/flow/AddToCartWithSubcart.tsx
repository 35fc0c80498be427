import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ProductTile } from '@shop/shared/contract/catalogue';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useToast } from '@shop/shared/ui/toast';
import { AddToCartButton } from '../add-to-cart/AddToCartButton';
import { CartStoreProvider, useCartUi } from '../store/cart-context';

/**
 * The subcart is needed only after a click: a tile carries the button alone (the byte budget of the bench), with
 * the button's own texts. The subcart brings the widget's catalog along and adds it to the button's i18n, which
 * keeps the messages it has (Lingui merges what is loaded), before the subcart first renders.
 */
function lazySubcart(i18n: I18n) {
  return lazy(() =>
    Promise.all([import('../subcart/Subcart'), import('../locales/catalogs')]).then(([module, { catalogs }]) => {
      i18n.load(catalogs);
      return { default: module.Subcart };
    }),
  );
}

/** The button on a tile or product page, and the subcart it opens after a successful add; one store per mount. */
export function AddToCartWithSubcart({ product, placement }: { product: ProductTile; placement: string }) {
  return (
    <CartStoreProvider>
      <ButtonWithSubcart product={product} placement={placement} />
    </CartStoreProvider>
  );
}

function ButtonWithSubcart({ product, placement }: { product: ProductTile; placement: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { market } = useMarket();
  const toast = useToast();
  // One lazy component per button (its i18n); the chunks themselves are fetched once per page.
  const [Subcart] = useState(() => lazySubcart(i18n));
  const justAdded = useCartUi((state) => state.justAdded);
  const closeSubcart = useCartUi((state) => state.closeSubcart);
  return (
    <>
      <AddToCartButton product={product} placement={placement} />
      {justAdded && (
        <Suspense fallback={null}>
          <Subcart
            added={justAdded}
            onClose={(next) => {
              closeSubcart();
              // Back to the shop: the toast keeps the cart one step away while the shopper goes on (docs/design-system.md).
              if (next === 'shopping') {
                toast.show({ kind: 'success', message: t`Přidáno do košíku: ${justAdded.product.short_name}`, action: { label: t`Přejít do košíku`, href: pagePath(market, 'cart') } });
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
