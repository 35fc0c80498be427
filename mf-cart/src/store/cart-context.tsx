import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createCartStore, type CartStore, type CartUiState } from './cart-store';

const CartStoreContext = createContext<CartStore | null>(null);

/** Creates the widget's own store when it mounts, so two buttons (or two mounts of one) never share a subcart. */
export function CartStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

/** A slice of the mounted widget's cart store. */
export function useCartUi<T>(pick: (state: CartUiState) => T): T {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartUi needs a CartStoreProvider around it');
  return useStore(store, pick);
}
