import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createCheckoutStore, type CheckoutState } from './checkout-store';

type CheckoutStore = ReturnType<typeof createCheckoutStore>;

const CheckoutStoreContext = createContext<CheckoutStore | null>(null);

/**
 * Creates the checkout draft's store when a widget mounts (the cart page, the checkout). Each reads the draft from
 * sessionStorage as it starts, so a plan chosen on the cart page is in the checkout opened next.
 */
export function CheckoutStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createCheckoutStore());
  return <CheckoutStoreContext.Provider value={store}>{children}</CheckoutStoreContext.Provider>;
}

/** The mounted widget's checkout store, for handlers that change the draft. */
export function useCheckoutStore(): CheckoutStore {
  const store = useContext(CheckoutStoreContext);
  if (!store) throw new Error('useCheckoutStore needs a CheckoutStoreProvider around it');
  return store;
}

/** A slice of the mounted widget's checkout draft. */
export function useCheckout<T>(pick: (state: CheckoutState) => T): T {
  return useStore(useCheckoutStore(), pick);
}
