import { create } from 'zustand';
import type { CategoryNode } from '@shop/shared/contract/categories';
import { applyMove, type MoveIntent } from '@shop/shared/ui/tree/move-intent';

/**
 * The shared tree reads a node's label through `categoryName`: the store keeps the call's nodes as they came, not a
 * copy of each of 10,000 with `label` added.
 */
export const categoryName = (node: CategoryNode): string => node.name;

interface TreeState {
  nodes: CategoryNode[];
  expanded: Set<number>;
  selectedId: number | null;
  /** null: the detail form is closed; 'new': adding; a number: editing that node. */
  editing: number | 'new' | null;
  search: string;
  setNodes: (nodes: CategoryNode[]) => void;
  toggle: (id: number) => void;
  select: (id: number | null) => void;
  /** Expands every ancestor of `id`, so a category opened from the address shows selected in the tree. */
  reveal: (id: number) => void;
  setEditing: (editing: number | 'new' | null) => void;
  setSearch: (search: string) => void;
  /** The move shown at once; returns the tree before it, for the rollback. */
  moveNow: (intent: MoveIntent) => CategoryNode[];
  /** The server's nodes after a move replace the optimistic ones (addresses, counts). */
  mergeNodes: (changed: CategoryNode[]) => void;
  restore: (nodes: CategoryNode[]) => void;
}

/** This remote's state: the tree as shown (moved at once, rolled back on refusal), what is open and selected. */
export const useTreeStore = create<TreeState>((set, get) => ({
  nodes: [],
  expanded: new Set(),
  selectedId: null,
  editing: null,
  search: '',
  setNodes: (nodes) => set({ nodes }),
  toggle: (id) =>
    set(({ expanded }) => {
      const next = new Set(expanded);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return { expanded: next };
    }),
  select: (id) => set({ selectedId: id, editing: id }),
  reveal: (id) =>
    set(({ nodes, expanded }) => {
      const parentOf = new Map(nodes.map((node) => [node.id, node.parent]));
      const next = new Set(expanded);
      for (let parent = parentOf.get(id) ?? null; parent !== null && !next.has(parent); parent = parentOf.get(parent) ?? null) next.add(parent);
      return { expanded: next };
    }),
  setEditing: (editing) => set({ editing }),
  setSearch: (search) => set({ search }),
  moveNow: (intent) => {
    const before = get().nodes;
    const target = before.find((node) => node.id === intent.target);
    const moved = applyMove(before, intent);
    const expanded = new Set(get().expanded);
    if (intent.position === 'first-child' && target) expanded.add(target.id);
    set({ nodes: moved, expanded });
    return before;
  },
  mergeNodes: (changed) =>
    set(({ nodes }) => {
      const byId = new Map(changed.map((node) => [node.id, node]));
      return { nodes: nodes.map((node) => byId.get(node.id) ?? node) };
    }),
  restore: (nodes) => set({ nodes }),
}));
