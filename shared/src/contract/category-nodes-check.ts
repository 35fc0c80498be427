import * as v from 'valibot';
import type { CategoryNode } from './categories';

/**
 * Whether a value is one tree node of `CategoryNodeSchema`'s shape (the same fields and JSON types). Plain type
 * checks, no copy: valibot's object check built a new object per node and over 10,000 nodes cost as much as
 * JSON.parse (docs/category-admin.md, "Speed with a 10,000-node tree"). The move's answer is checked so; the tree call answers
 * columns (category-tree-columns.ts). Extra fields pass through.
 */
function isCategoryNode(value: unknown): value is CategoryNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Record<keyof CategoryNode, unknown>;
  return (
    typeof node.id === 'number' &&
    typeof node.name === 'string' &&
    typeof node.seo_name === 'string' &&
    (node.parent === null || typeof node.parent === 'number') &&
    typeof node.position === 'number' &&
    typeof node.children === 'boolean' &&
    typeof node.for_display === 'boolean' &&
    typeof node.url_path === 'string' &&
    typeof node.product_count === 'number'
  );
}

function isNodeList(value: unknown): value is { nodes: CategoryNode[] } {
  if (typeof value !== 'object' || value === null) return false;
  const nodes = (value as { nodes?: unknown }).nodes;
  if (!Array.isArray(nodes)) return false;
  for (const node of nodes) if (!isCategoryNode(node)) return false;
  return true;
}

/** `{ nodes: CategoryNode[] }`, checked node by node with plain type checks (the move's answer). */
export const CategoryNodeListSchema = v.custom<{ nodes: CategoryNode[] }>(isNodeList, 'not a list of category tree nodes');
