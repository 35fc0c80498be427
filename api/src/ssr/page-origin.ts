import type { FastifyRequest } from 'fastify';

/**
 * The shop's public origin for links a cached page or file carries (canonical, previews, sitemap): PUBLIC_URL in
 * production. Without it the request's host only when allowed, so a forged Host header cannot put its address into
 * an answer every visitor is then given from the cache.
 */
export function pageOrigin(request: FastifyRequest): string {
  const { publicUrl, allowedHosts } = request.server.config;
  if (publicUrl) return publicUrl;
  const host = allowedHosts.includes(request.hostname.toLowerCase()) ? request.host : allowedHosts[0] ?? 'localhost';
  return `${request.protocol}://${host}`;
}
