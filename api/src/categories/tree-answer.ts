import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { CategoryNode } from '@shop/shared/contract/categories';
import { toTreeColumns } from '@shop/shared/contract/category-tree-columns';
import type { Db } from '../db/database';
import { rawRows } from '../catalogue/raw-rows';
import type { Encoding } from '../compression/accept-encoding';
import { depthFirst, loadNodes } from './admin-tree';

/** The answer and its JSON, made once: serialising 10,000 nodes took 15 to 150 ms a call on a busy machine. */
export interface KeptAnswer {
  /** The answer as the contract reads it. */
  answer: { nodes: CategoryNode[] };
  /** As it goes out: columns, one array per field (contract `category-tree-columns.ts`). */
  json: string;
  /**
   * The JSON compressed, made once per encoding and kept with it: 10,000 nodes are 0.8 MB of JSON (35 KB
   * brotli), and compressing them on every call (the JSON hook) took longer than building the answer.
   */
  encoded: (encoding: Encoding) => Buffer;
}

/** Slower levels than the per-call hook's: paid once per tree revision, not per call. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP_OPTIONS = { level: 6 };

function keptAnswer(answer: KeptAnswer['answer']): KeptAnswer {
  const json = JSON.stringify(toTreeColumns(answer.nodes));
  const bodies = new Map<Encoding, Buffer>();
  const encoded = (encoding: Encoding) => {
    let body = bodies.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(json, BROTLI_OPTIONS) : gzipSync(json, GZIP_OPTIONS);
      bodies.set(encoding, body);
    }
    return body;
  };
  return { answer, json, encoded };
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
    kept = { revision, ...keptAnswer(answer) };
    return kept;
  };
}
