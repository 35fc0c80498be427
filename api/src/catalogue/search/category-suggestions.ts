import { SUGGEST_CATEGORIES_LIMIT, type SearchCategory } from '@shop/shared/contract/catalogue';
import { foldSearchText } from '../../service/search/smart-search';
import { categoryLink, type CategoryTree } from '../categories/category-tree';

/**
 * Shown categories whose path ("Mobilní telefony Apple") holds every word of the term, folded
 * like product search; the boosted and the shallower first.
 */
export function suggestCategories(tree: CategoryTree, rawTerm: string): SearchCategory[] {
  const words = foldSearchText(rawTerm).split(' ');
  return tree.nodes
    .filter((node) => tree.path(node.id).every((step) => step.forDisplay))
    .map((node) => ({ node, path: tree.path(node.id) }))
    .filter(({ path }) => {
      const document = foldSearchText(path.map((step) => step.name).join(' '));
      return words.every((word) => document.includes(word));
    })
    .sort((a, b) => tree.effectiveBoost(b.node.id) - tree.effectiveBoost(a.node.id) || a.path.length - b.path.length)
    .slice(0, SUGGEST_CATEGORIES_LIMIT)
    .map(({ node, path }) => ({ ...categoryLink(node), label: path.map((step) => step.name).join(' › ') }));
}
