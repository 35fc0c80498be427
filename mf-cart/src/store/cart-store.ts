import { createStore } from 'zustand/vanilla';
import { publish } from '@shop/shared/bus/bus';
import type { Cart } from '@shop/shared/contract/cart-core';
import type { ProductTile } from '@shop/shared/contract/catalogue';
import { readCartStorage, writeCartStorage, type PackageItemRef } from './cart-storage';

/** What the subcart shows: the product just added and the line it became. */
export interface JustAdded {
  product: ProductTile;
  packageItemId: number;
  /** Which button added it: only that one opens the subcart (a page can show one product twice). */
  origin: string;
}

export interface CartState {
  count: number;
  packageItems: PackageItemRef[];
  justAdded: JustAdded | null;

  /**
   * Every cart call answers the whole cart: its lines replace the stored ones (an added line is
   * appended, a removed one dropped, spec section 4) and its count goes to the badge.
   */
  cartAnswered(cart: Cart): void;
  /** The count alone was asked again (spec section 4: after each change). */
  countRefreshed(count: number): void;
  /** An add succeeded: the subcart opens on the new line. */
  productAdded(cart: Cart, packageItemId: number, product: ProductTile, origin: string): void;
  closeSubcart(): void;
}

/** The cart's lines in package order, as the spec's "package items" (id, productSeoName, installment). */
export function packageItemsOf(cart: Cart): PackageItemRef[] {
  return cart.packages.flatMap((pack) =>
    pack.items.map((item) => ({
      id: item.id,
      productSeoName: item.productSeoName,
      installment: item.installment ? { installmentArrangeType: item.installment.installmentArrangeType } : null,
    })),
  );
}

/** The cart's state for one page; every change is stored (emptied at zero) and the count goes to the header badge. */
export function createCartStore() {
  const stored = readCartStorage();
  const store = createStore<CartState>()((set, get) => {
    const showCount = (count: number) => publish('cart-count', count);
    return {
      count: stored.count,
      packageItems: stored.packageItems,
      justAdded: null,

      cartAnswered(cart) {
        const packageItems = packageItemsOf(cart);
        const { justAdded } = get();
        const stillThere = justAdded !== null && packageItems.some((item) => item.id === justAdded.packageItemId);
        set({ count: cart.count, packageItems, justAdded: stillThere ? justAdded : null });
        showCount(cart.count);
      },
      countRefreshed(count) {
        set(count === 0 ? { count, packageItems: [], justAdded: null } : { count });
        showCount(count);
      },
      productAdded(cart, packageItemId, product, origin) {
        get().cartAnswered(cart);
        set({ justAdded: { product, packageItemId, origin } });
      },
      closeSubcart() {
        set({ justAdded: null });
      },
    };
  });
  store.subscribe(({ count, packageItems }) => writeCartStorage({ count, packageItems }));
  // The badge shows the stored number until the first count answer arrives.
  if (stored.count > 0) publish('cart-count', stored.count);
  return store;
}

/** One cart per page: the button on every tile, the subcart and the cart page share it. */
export const cartStore = createCartStore();
