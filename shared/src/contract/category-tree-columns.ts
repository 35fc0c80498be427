import * as v from 'valibot';
import type { CategoryNode } from './categories';

/**
 * The tree call's answer on the wire (AC-A2; the spec does not fix its shape): one array per field of
 * `CategoryNode`, index i of every array is the i-th node, depth first. Without the nine field names repeated per
 * node the 10,000-node answer is less than half the bytes, and the browser's JSON.parse and the check below run
 * over nine arrays instead of 10,000 objects (docs/category-admin.md, "Speed with a 10,000-node tree").
 */
export type CategoryTreeColumns = { [K in keyof CategoryNode]: CategoryNode[K][] };

const FIELDS = ['id', 'name', 'seo_name', 'parent', 'position', 'children', 'for_display', 'url_path', 'product_count'] as const satisfies readonly (keyof CategoryNode)[];

const isNumber = (value: unknown) => typeof value === 'number';
const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isParent = (value: unknown) => value === null || typeof value === 'number';

/** The JSON type of each column's values: the same as `CategoryNodeSchema`'s fields. */
const COLUMN_CHECKS: Record<keyof CategoryNode, (value: unknown) => boolean> = {
  id: isNumber,
  name: isString,
  seo_name: isString,
  parent: isParent,
  position: isNumber,
  children: isBoolean,
  for_display: isBoolean,
  url_path: isString,
  product_count: isNumber,
};

function isColumns(value: unknown): value is { columns: CategoryTreeColumns } {
  if (typeof value !== 'object' || value === null) return false;
  const columns = (value as { columns?: unknown }).columns;
  if (typeof columns !== 'object' || columns === null) return false;
  const record = columns as Record<string, unknown>;
  const length = Array.isArray(record.id) ? record.id.length : -1;
  for (const field of FIELDS) {
    const column = record[field];
    if (!Array.isArray(column) || column.length !== length) return false;
    const check = COLUMN_CHECKS[field];
    for (const item of column) if (!check(item)) return false;
  }
  return true;
}

/** The nodes as columns, in their order: what the server sends. */
export function toTreeColumns(nodes: readonly CategoryNode[]): { columns: CategoryTreeColumns } {
  const columns = Object.fromEntries(FIELDS.map((field) => [field, nodes.map((node) => node[field])])) as CategoryTreeColumns;
  return { columns };
}

/**
 * The columns as `CategoryNode` objects, one per node, so every reader of the tree (and a remote built before
 * this answer had columns) gets the `{ nodes }` it always had.
 */
export function fromTreeColumns({ columns }: { columns: CategoryTreeColumns }): { nodes: CategoryNode[] } {
  const { id, name, seo_name, parent, position, children, for_display, url_path, product_count } = columns;
  const nodes = new Array<CategoryNode>(id.length);
  for (let index = 0; index < id.length; index += 1) {
    nodes[index] = {
      id: id[index]!,
      name: name[index]!,
      seo_name: seo_name[index]!,
      parent: parent[index] ?? null,
      position: position[index]!,
      children: children[index]!,
      for_display: for_display[index]!,
      url_path: url_path[index]!,
      product_count: product_count[index]!,
    };
  }
  return { nodes };
}

/** The tree answer: columns on the wire, checked array by array, read as `{ nodes: CategoryNode[] }`. */
export const CategoryTreeAnswerSchema = v.pipe(
  v.custom<{ columns: CategoryTreeColumns }>(isColumns, 'not the category tree as columns'),
  v.transform(fromTreeColumns),
);
