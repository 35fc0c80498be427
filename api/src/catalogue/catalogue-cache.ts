import type { FastifyReply } from 'fastify';
import { applyCdnCache } from '../http/cdn-cache';

/**
 * Public catalogue answers: a CDN and the browser may keep them for a few minutes, and the
 * purge call clears them by surrogate key: `product-<id>` for every product shown,
 * `category-<id>` for a listing, `html` for everything a page is built from, plus the kind of call.
 */
export const LISTING_MAX_AGE = 300;
/** The product page shows stock per store: kept shorter. */
export const PRODUCT_MAX_AGE = 60;

export function applyCatalogueCache(reply: FastifyReply, maxAge: number, kind: string, keys: readonly string[]): void {
  applyCdnCache(reply, { maxAge, keys: ['html', kind, ...new Set(keys)] });
}

export const productKeys = (ids: readonly number[]) => ids.map((id) => `product-${id}`);

/** Answers that belong to one customer: never kept by a CDN or shared cache. */
export function applyPrivate(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-store');
}
