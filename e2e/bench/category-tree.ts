import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { coreConfig } from '@shop/shared/contract/core';
import { categoriesTree } from '@shop/shared/contract/categories';
import { addLargeCategoryTree } from '@shop/api/src/test-support/large-category-tree';
import { buildTestApp } from '@shop/api/src/test-support/test-app';
import { openTestDatabase, TEST_STAFF } from '@shop/api/src/test-support/test-database';
import { TestClient } from '@shop/api/src/test-support/test-client';
import { writeResults } from './results-file';

/** The figure: a market tree of 10,000 categories (100 roots x 99 children), beside the seeded one. */
const ROOTS = 100;
const CHILDREN = 99;
// 98 moves: each child of the first parent moves once, so none is ever moved next to itself.
const ROUNDS = { tree: 20, treeAfterChange: 10, move: 98, bare: 200, http: 20 };
/** The goals, printed beside the figures (ms). */
const GOALS = { tree: 'median < 100', move: 'p95 < 20 (PostgreSQL)' };

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function timed(rounds: number, call: (index: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const started = performance.now();
    const response = await call(index);
    samples.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`call ${index} answered ${response.statusCode}`);
  }
  return samples;
}

/**
 * The tree call and the move call through the whole app (session, CSRF, validation, JSON) on a 10,000-node
 * Czech tree, against a bare config call in the same run. In-process (`inject`): the figures are the server's
 * time without the network. Embedded PGlite unless DATABASE_URL points at PostgreSQL (the goal's database).
 */
export async function benchCategoryTree(): Promise<void> {
  const database = await openTestDatabase();
  const app = await buildTestApp({ database });
  try {
    await addLargeCategoryTree(database.db, 'CZ', ROOTS, CHILDREN);
    const client = new TestClient(app);
    await client.login(TEST_STAFF.email, TEST_STAFF.password);
    const { nodes } = v.parse(categoriesTree.response, (await client.get(categoriesTree.path)).json());
    const benchRoots = nodes.filter((node) => node.parent === null && node.name.startsWith('Bench '));
    const childrenOf = (id: number) => nodes.filter((node) => node.parent === id);
    const [first, second] = [childrenOf(benchRoots[0]!.id), childrenOf(benchRoots[1]!.id)];

    const bare = await timed(ROUNDS.bare, () => client.get(coreConfig.path));
    const tree = await timed(ROUNDS.tree, () => client.get(categoriesTree.path));
    // The kept answer is rebuilt after any write: a move that keeps the order (untimed), then the timed call.
    const treeAfterChange: number[] = [];
    for (let index = 0; index < ROUNDS.treeAfterChange; index += 1) {
      await client.request({ method: 'PATCH', url: `/api/new/categories/${second[0]!.id}/move/`, body: { target: second[1]!.id, position: 'left' } });
      treeAfterChange.push(...(await timed(1, () => client.get(categoriesTree.path))));
    }
    // Back and forth between two 99-child parents: every move renumbers both sibling lists.
    const move = await timed(ROUNDS.move, (index) => {
      const node = first[index % first.length]!;
      const target = (index % 2 === 0 ? second : first)[0]!;
      return client.request({ method: 'PATCH', url: `/api/new/categories/${node.id}/move/`, body: { target: target.id, position: index % 2 === 0 ? 'left' : 'right' } });
    });
    // Over a real loopback socket too: `inject` copies a 1.8 MB answer through a simulated socket, which costs
    // more than the server's work; a browser gets the bytes through a real one (uncompressed here).
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const overHttp = (path: string) => async () => {
      const response = await fetch(`${origin}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
      await response.arrayBuffer();
      return { statusCode: response.status };
    };
    const bareHttp = await timed(ROUNDS.http, overHttp(coreConfig.path));
    const treeHttp = await timed(ROUNDS.http, overHttp(categoriesTree.path));
    const rows = [
      { what: 'bare config call', median: percentile(bare, 0.5), p95: percentile(bare, 0.95), goal: '' },
      { what: `categories.tree (${nodes.length} nodes)`, median: percentile(tree, 0.5), p95: percentile(tree, 0.95), goal: GOALS.tree },
      { what: 'categories.tree, first call after a change', median: percentile(treeAfterChange, 0.5), p95: percentile(treeAfterChange, 0.95), goal: '' },
      { what: 'bare config call over loopback HTTP', median: percentile(bareHttp, 0.5), p95: percentile(bareHttp, 0.95), goal: '' },
      { what: 'categories.tree over loopback HTTP', median: percentile(treeHttp, 0.5), p95: percentile(treeHttp, 0.95), goal: GOALS.tree },
      { what: 'categories.move (99 + 99 siblings)', median: percentile(move, 0.5), p95: percentile(move, 0.95), goal: GOALS.move },
    ];
    console.log(`database: ${database.kind}`);
    console.log('| call | median ms | p95 ms | goal ms |\n| --- | --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.what} | ${row.median.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.goal} |`);
    console.log(`saved ${writeResults('category-tree', { database: database.kind, rows })}`);
  } finally {
    await app.close();
    await database.close();
  }
}
