import { createStore } from 'zustand/vanilla';
import type { CategoryNode } from '@shop/shared/contract/categories';
import type { MoveIntent } from '@shop/shared/ui/tree/move-intent';

/**
 * The shared tree reads a node's label through `categoryName`: the editor shows the cached nodes as they came, not a
 * copy of each of 10,000 with `label` added.
 */
export const categoryName = (node: CategoryNode): string => node.name;

/** The last move that went through, and the move that puts the category back (one step of undo). */
export interface UndoableMove {
  name: string;
  undo: MoveIntent;
}

export interface TreeUiState {
  expanded: ReadonlySet<number>;
  selectedId: number | null;
  /** null: the detail form is closed; 'new': adding; a number: editing that node. */
  editing: number | 'new' | null;
  search: string;
  lastMove: UndoableMove | null;
  toggle(id: number): void;
  /** Opens the node's form, as a click or Enter on its row does. */
  select(id: number | null): void;
  /** Marks the node without opening a form: a category just added, whose form closed on save (AC-R1). */
  highlight(id: number): void;
  /** Expands every ancestor of `id` in `nodes`, so a category opened from the address or just added shows in the tree. */
  reveal(id: number, nodes: readonly CategoryNode[]): void;
  /** A move into a category shows it open, so the moved one stays in view. */
  expand(id: number): void;
  setEditing(editing: number | 'new' | null): void;
  setSearch(search: string): void;
  moved(lastMove: UndoableMove | null): void;
}

/**
 * The tree editor's UI state, one store per mounted editor: what is open, selected, searched and which move can be
 * undone. The tree itself is server data and lives in the query cache (`tree/queries.ts`).
 */
export function createTreeStore() {
  return createStore<TreeUiState>()((set) => ({
    expanded: new Set(),
    selectedId: null,
    editing: null,
    search: '',
    lastMove: null,
    toggle: (id) =>
      set(({ expanded }) => {
        const next = new Set(expanded);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { expanded: next };
      }),
    select: (id) => set({ selectedId: id, editing: id }),
    highlight: (id) => set({ selectedId: id, editing: null }),
    reveal: (id, nodes) =>
      set(({ expanded }) => {
        const parentOf = new Map(nodes.map((node) => [node.id, node.parent]));
        const next = new Set(expanded);
        for (let parent = parentOf.get(id) ?? null; parent !== null && !next.has(parent); parent = parentOf.get(parent) ?? null) next.add(parent);
        return { expanded: next };
      }),
    expand: (id) => set(({ expanded }) => (expanded.has(id) ? {} : { expanded: new Set(expanded).add(id) })),
    setEditing: (editing) => set({ editing }),
    setSearch: (search) => set({ search }),
    moved: (lastMove) => set({ lastMove }),
  }));
}

export type TreeStore = ReturnType<typeof createTreeStore>;
