import type { FastifyReply } from 'fastify';

export interface CdnCache {
  /** Seconds a CDN (and the shop's own response cache) may keep the answer; browsers ask again each time. */
  maxAge: number;
  /** Surrogate keys the purge call can clear this answer by. */
  keys: readonly string[];
}

/**
 * Marks a public answer cacheable by a CDN; it differs by language, so Accept-Language is part of the key.
 * Only shared caches keep it (s-maxage): a purge reaches those, never a browser's copy, and staff
 * changes must show in the shop at once (issues 10, 11).
 */
export function applyCdnCache(reply: FastifyReply, cache: CdnCache): void {
  reply.header('Cache-Control', `public, max-age=0, s-maxage=${cache.maxAge}`);
  reply.header('Surrogate-Key', cache.keys.join(' '));
  addVary(reply, 'Accept-Language');
}

/** Adds a field to Vary instead of replacing it: CORS has already put Origin there for partner pages. */
export function addVary(reply: FastifyReply, field: string): void {
  const fields = String(reply.getHeader('Vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('Vary', fields.join(', '));
}
