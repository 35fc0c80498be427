import type { CategoryNode } from '@shop/shared/contract/categories';

/** What a delete takes with it: subcategories below the node and products assigned anywhere in it. */
export function subtreeCounts(nodes: readonly CategoryNode[], id: number): { subcategories: number; products: number } {
  const children = new Map<number, CategoryNode[]>();
  for (const node of nodes) if (node.parent !== null) children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  let subcategories = 0;
  let products = nodes.find((node) => node.id === id)?.product_count ?? 0;
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    subcategories += 1;
    products += node.product_count;
    stack.push(...(children.get(node.id) ?? []));
  }
  return { subcategories, products };
}
