/** What the tree needs of a node: the rest (name, counts) is the caller's, its label read by the caller's function. */
export interface TreeItem {
  id: number;
  parent: number | null;
  position: number;
}

/** A node carrying its label: what VirtualTree reads when the caller names no `itemLabel`. */
export type LabelledTreeItem = TreeItem & { label: string };

export const ownLabel = (item: LabelledTreeItem): string => item.label;

export interface TreeRow<T extends TreeItem> {
  item: T;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

export type ChildIndex<T extends TreeItem> = Map<number | null, T[]>;

/** Children of every node in sibling order; built once per tree change, not per render of a row. */
export function indexChildren<T extends TreeItem>(items: readonly T[]): ChildIndex<T> {
  const children: ChildIndex<T> = new Map();
  for (const item of items) {
    const list = children.get(item.parent);
    if (list) list.push(item);
    else children.set(item.parent, [item]);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return children;
}

/**
 * The rows on screen, depth first: children of expanded nodes only. With a search, the nodes
 * whose label holds it (case and accents ignored) and their ancestors, all open.
 */
export function visibleRows<T extends TreeItem>(children: ChildIndex<T>, expanded: ReadonlySet<number>, search: string, labelOf: (item: T) => string): TreeRow<T>[] {
  const needle = fold(search.trim());
  const shown = needle ? matchingWithAncestors(children, needle, labelOf) : undefined;
  const rows: TreeRow<T>[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const item of children.get(parent) ?? []) {
      if (shown && !shown.has(item.id)) continue;
      const hasChildren = (children.get(item.id)?.length ?? 0) > 0;
      const open = hasChildren && (shown ? true : expanded.has(item.id));
      rows.push({ item, depth, hasChildren, expanded: open });
      if (open) walk(item.id, depth + 1);
    }
  };
  walk(null, 1);
  return rows;
}

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matchingWithAncestors<T extends TreeItem>(children: ChildIndex<T>, needle: string, labelOf: (item: T) => string): Set<number> {
  const shown = new Set<number>();
  const visit = (parent: number | null, trail: number[]): void => {
    for (const item of children.get(parent) ?? []) {
      const path = [...trail, item.id];
      if (fold(labelOf(item)).includes(needle)) for (const id of path) shown.add(id);
      visit(item.id, path);
    }
  };
  visit(null, []);
  return shown;
}
