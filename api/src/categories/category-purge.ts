import type { FastifyInstance } from 'fastify';

/**
 * What customers see of a category: its listing (`category-<id>`, the key the catalogue's answers
 * carry) and the menus. Purged through the cache layer, which reaches every API process; a CDN in
 * front purges by the same surrogate keys (docs/category-admin.md).
 */
export async function purgeCategoryPages(app: FastifyInstance, categoryIds: readonly number[]): Promise<void> {
  const keys = ['menu', ...new Set(categoryIds.map((id) => `category-${id}`))];
  await app.responseCache.purge({ target: { keys }, soft: false });
}
