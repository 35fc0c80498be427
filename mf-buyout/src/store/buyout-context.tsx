import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SelectorState } from '@shop/shared/selector/selector-store';
import type { BuyoutState, BuyoutStores } from './buyout-store';

const BuyoutStoresContext = createContext<BuyoutStores | null>(null);

export function BuyoutStoresProvider({ stores, children }: { stores: BuyoutStores; children: ReactNode }) {
  return <BuyoutStoresContext.Provider value={stores}>{children}</BuyoutStoresContext.Provider>;
}

export function useBuyoutStores(): BuyoutStores {
  const stores = useContext(BuyoutStoresContext);
  if (!stores) throw new Error('useBuyoutStores needs a <BuyoutStoresProvider> (BuyoutFlow adds one)');
  return stores;
}

/** A slice of the buyout state; re-renders only when the slice changes. */
export function useBuyout<T>(pick: (state: BuyoutState) => T): T {
  return useStore(useBuyoutStores().buyout, pick);
}

export function useSelection<T>(pick: (state: SelectorState) => T): T {
  return useStore(useBuyoutStores().selector, pick);
}
