import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createTreeStore, type TreeStore, type TreeUiState } from './tree-store';

const TreeStoreContext = createContext<TreeStore | null>(null);

/** Creates the editor's store when it mounts: a second mount (or a remount after leaving the page) starts fresh. */
export function TreeStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createTreeStore);
  return <TreeStoreContext.Provider value={store}>{children}</TreeStoreContext.Provider>;
}

/** A slice of the mounted editor's store. */
export function useTreeUi<T>(pick: (state: TreeUiState) => T): T {
  const store = useContext(TreeStoreContext);
  if (!store) throw new Error('useTreeUi needs a TreeStoreProvider around it');
  return useStore(store, pick);
}

/** The whole store, for handlers that read the current state after a change (not in render). */
export function useTreeStoreApi(): TreeStore {
  const store = useContext(TreeStoreContext);
  if (!store) throw new Error('useTreeStoreApi needs a TreeStoreProvider around it');
  return store;
}
