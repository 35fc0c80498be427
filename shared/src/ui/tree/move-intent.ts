import type { ChildIndex, TreeItem } from './visible-rows';

export type DropPosition = 'left' | 'right' | 'first-child';

export interface MoveIntent {
  id: number;
  target: number;
  position: DropPosition;
}

export type MoveCommand = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The keyboard moves as the server's words: up = before the previous sibling, down = after the
 * next, indent = into the previous sibling (first child), outdent = after the parent.
 * Undefined where the move is not possible (first sibling up, a root outdented, ...).
 */
export function commandIntent<T extends TreeItem>(children: ChildIndex<T>, byId: ReadonlyMap<number, T>, id: number, command: MoveCommand): MoveIntent | undefined {
  const item = byId.get(id);
  if (!item) return undefined;
  const siblings = children.get(item.parent) ?? [];
  const index = siblings.findIndex((sibling) => sibling.id === id);
  switch (command) {
    case 'up':
      return index > 0 ? { id, target: siblings[index - 1]!.id, position: 'left' } : undefined;
    case 'down':
      return index < siblings.length - 1 ? { id, target: siblings[index + 1]!.id, position: 'right' } : undefined;
    case 'indent':
      return index > 0 ? { id, target: siblings[index - 1]!.id, position: 'first-child' } : undefined;
    case 'outdent':
      return item.parent === null ? undefined : { id, target: item.parent, position: 'right' };
  }
}

/** Whether `target` is `id` or lies below it: a node cannot go into itself. */
export function isWithin<T extends TreeItem>(byId: ReadonlyMap<number, T>, target: number, id: number): boolean {
  for (let node = byId.get(target); node; node = node.parent === null ? undefined : byId.get(node.parent)) if (node.id === id) return true;
  return false;
}

/** The tree after a move, as the server will make it: positions 0..n-1 among old and new siblings. */
export function applyMove<T extends TreeItem>(items: readonly T[], { id, target, position }: MoveIntent): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const anchor = byId.get(target);
  const moving = byId.get(id);
  if (!anchor || !moving || isWithin(byId, target, id)) return [...items];
  const parent = position === 'first-child' ? anchor.id : anchor.parent;
  const children = new Map<number | null, T[]>();
  for (const item of items) {
    if (item.id === id) continue;
    const list = children.get(item.parent) ?? [];
    list.push(item);
    children.set(item.parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  const siblings = children.get(parent) ?? [];
  const at = position === 'first-child' ? 0 : siblings.findIndex((sibling) => sibling.id === target) + (position === 'right' ? 1 : 0);
  siblings.splice(at, 0, { ...moving, parent });
  children.set(parent, siblings);
  const placed = new Map<number, T>();
  for (const list of children.values()) list.forEach((item, index) => placed.set(item.id, { ...item, position: index }));
  return items.map((item) => placed.get(item.id)!);
}

/**
 * The move that puts `id` back where it is now, once it has moved elsewhere: after its previous sibling, else first
 * into its parent, else (the first root) before the root that follows it. Undefined for a lone root.
 */
export function returnIntent<T extends TreeItem>(items: readonly T[], id: number): MoveIntent | undefined {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return undefined;
  const siblings = items.filter((candidate) => candidate.parent === item.parent && candidate.id !== id).sort((a, b) => a.position - b.position || a.id - b.id);
  const previous = siblings.filter((sibling) => sibling.position < item.position).at(-1);
  if (previous) return { id, target: previous.id, position: 'right' };
  if (item.parent !== null) return { id, target: item.parent, position: 'first-child' };
  const next = siblings[0];
  return next ? { id, target: next.id, position: 'left' } : undefined;
}
