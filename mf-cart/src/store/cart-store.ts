import { createStore } from 'zustand/vanilla';
import type { ProductTile } from '@shop/shared/contract/catalogue';

/** What the subcart shows: the product just added and the line it became. */
export interface JustAdded {
  product: ProductTile;
  packageItemId: number;
}

/**
 * The add-to-cart widget's flow state: only whether its subcart is open and on which line. The cart itself
 * (lines, count) is server data and lives in the query cache (`cart-writes.ts`).
 */
export interface CartUiState {
  justAdded: JustAdded | null;
  /** An add succeeded: the subcart opens on the new line. */
  productAdded(packageItemId: number, product: ProductTile): void;
  closeSubcart(): void;
}

/** One store per mounted button: a page shows many tiles, and only the button that added a product opens its subcart. */
export function createCartStore() {
  return createStore<CartUiState>()((set) => ({
    justAdded: null,
    productAdded(packageItemId, product) {
      set({ justAdded: { product, packageItemId } });
    },
    closeSubcart() {
      set({ justAdded: null });
    },
  }));
}

export type CartStore = ReturnType<typeof createCartStore>;
