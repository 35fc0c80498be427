import type { CategoryNode } from '@shop/shared/contract/categories';

/**
 * The subcategories a delete takes with it, from the tree at hand. Its products come from the detail
 * (`subtree_products`): summing the nodes' counts would count a product in two of them twice.
 */
export function subcategoryCount(nodes: readonly CategoryNode[], id: number): number {
  const children = new Map<number, CategoryNode[]>();
  for (const node of nodes) if (node.parent !== null) children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  let subcategories = 0;
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    subcategories += 1;
    stack.push(...(children.get(node.id) ?? []));
  }
  return subcategories;
}
