import type { FastifyInstance } from 'fastify';

/**
 * Every cached answer showing these products (product page, tiles, listings carry `product-<id>`)
 * is dropped on every API process, so the shop shows a staff edit at once; a CDN in front purges by
 * the same surrogate keys (docs/cache-purge.md).
 */
export async function purgeProductPages(app: FastifyInstance, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await app.responseCache.purge({ target: { keys: [...new Set(productIds.map((id) => `product-${id}`))] }, soft: false });
}
