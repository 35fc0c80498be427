import { lazy, Suspense, useId } from 'react';
import { useStore } from 'zustand';
import type { ProductTile } from '@shop/shared/contract/catalogue';
import { AddToCartButton } from '../add-to-cart/AddToCartButton';
import { cartStore } from '../store/cart-store';

// The subcart is needed only after a click: a tile carries the button alone (the byte budget of the bench).
const Subcart = lazy(() => import('../subcart/Subcart').then((module) => ({ default: module.Subcart })));

/** The button on a tile or product page, and the subcart it opens after a successful add. */
export function AddToCartWithSubcart({ product, placement }: { product: ProductTile; placement: string }) {
  const origin = useId();
  const justAdded = useStore(cartStore, (state) => state.justAdded);
  const closeSubcart = useStore(cartStore, (state) => state.closeSubcart);
  return (
    <>
      <AddToCartButton product={product} placement={placement} origin={origin} />
      {justAdded?.origin === origin && (
        <Suspense fallback={null}>
          <Subcart added={justAdded} onClose={closeSubcart} />
        </Suspense>
      )}
    </>
  );
}
