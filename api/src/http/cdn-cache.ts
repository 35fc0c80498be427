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
  reply.header('Vary', 'Accept-Language');
}
