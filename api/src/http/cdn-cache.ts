import type { FastifyReply } from 'fastify';

export interface CdnCache {
  /** Seconds a CDN and the browser may keep the answer. */
  maxAge: number;
  /** Surrogate keys the purge call can clear this answer by. */
  keys: readonly string[];
}

/** Marks a public answer cacheable by a CDN; it differs by language, so Accept-Language is part of the key. */
export function applyCdnCache(reply: FastifyReply, cache: CdnCache): void {
  reply.header('Cache-Control', `public, max-age=${cache.maxAge}`);
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
