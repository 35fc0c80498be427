import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { loadCategoryTree, type CategoryTree } from './category-tree';

/** Per database (tests open several in one process) and market: the tree and the revision read before it. */
const kept = new WeakMap<Db, Map<Market, { revision: number; tree: Promise<CategoryTree> }>>();

/**
 * The market's tree as of `revision` (`category_tree_revision`, raised by triggers on every write to categories or
 * their assignments, from any process), read by the caller in a query it makes anyway: the tree is loaded again
 * only when the revision moved. The revision is read before the tree, so a tree loaded after a later write is
 * only loaded once more, never kept as the newer revision's.
 */
export function categoryTreeAt(db: Db, market: Market, revision: number): Promise<CategoryTree> {
  let byMarket = kept.get(db);
  if (!byMarket) kept.set(db, (byMarket = new Map()));
  const current = byMarket.get(market);
  if (current?.revision === revision) return current.tree;
  const tree = loadCategoryTree(db, market);
  byMarket.set(market, { revision, tree });
  // A failed load is not kept: the next request tries again.
  tree.catch(() => {
    if (byMarket.get(market)?.tree === tree) byMarket.delete(market);
  });
  return tree;
}
