import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { CategoryNode } from '@shop/shared/contract/categories';
import type { Db } from '../db/database';
import { rawRows } from '../catalogue/raw-rows';
import { depthFirst, loadNodes } from './admin-tree';

/** The answer and its JSON, made once: serialising 10,000 nodes took 15 to 150 ms a call on a busy machine. */
export interface KeptAnswer {
  answer: { nodes: CategoryNode[] };
  json: string;
}

/**
 * The tree call's answer, built once per market and kept while the tree revision (raised by triggers
 * on every write to categories or product assignments, from any process) stays the same: a
 * 10,000-node tree then costs one tiny query instead of two aggregates over the whole tree.
 */
export function treeAnswerCache(db: Db, market: Market): () => Promise<KeptAnswer> {
  let kept: (KeptAnswer & { revision: number }) | undefined;
  return async () => {
    // Read before the tree: an answer built after a later write is then only thrown away, never kept as current.
    const [row] = await rawRows<{ revision: string | number }>(db, sql`SELECT revision FROM category_tree_revision WHERE id = 1`);
    const revision = Number(row?.revision ?? -1);
    if (kept?.revision === revision) return kept;
    const answer = { nodes: depthFirst(await loadNodes(db, market)) };
    kept = { revision, answer, json: JSON.stringify(answer) };
    return kept;
  };
}
