import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../compression/accept-encoding';
import { requestLocale } from '../i18n/request-locale';
import { sharedCacheSeconds } from './cache-lifetime';
import type { ResponseStore } from './response-store';
import { isShellPageAddress } from '../static/shell-address';
import { pageLocale } from '../ssr/page-locale';

/**
 * The headers an answer is replayed with; CORS and security headers are the live request's own, except a rendered
 * page's CSP, which allows the page's own inline scripts.
 */
const REPLAYED_HEADERS = ['content-security-policy', 'content-type', 'content-encoding', 'content-language', 'cache-control', 'surrogate-control', 'surrogate-key', 'vary'];

const pendingKeys = new WeakMap<FastifyRequest, string>();

/** What a request's answer may differ by, as far as the cache is concerned. */
export interface CacheKeyParts {
  method: string;
  /** Path and query string. */
  url: string;
  acceptLanguage: string | undefined;
  acceptEncoding: string | undefined;
}

/**
 * Everything a cacheable public answer may differ by: the URL, the language, the market and the encoding. An API
 * answer's language is the request's (cs or ro from Accept-Language); a page's is the one it is rendered in, whatever
 * the browser's Accept-Language says, so one page is kept once per encoding.
 */
export function cacheKey(parts: CacheKeyParts, app: FastifyInstance): string {
  const locale = parts.url.startsWith('/api/') ? requestLocale(parts.acceptLanguage, app.config.defaultLocale) : pageLocale(app.config);
  const encoding = preferredEncoding(parts.acceptEncoding) ?? 'identity';
  return `${parts.method} ${parts.url} ${locale} ${app.config.market} ${encoding}`;
}

export function cacheKeyOf(request: FastifyRequest, app: FastifyInstance): string {
  return cacheKey({ method: request.method, url: request.url, acceptLanguage: request.headers['accept-language'], acceptEncoding: request.headers['accept-encoding'] }, app);
}

function replay(reply: FastifyReply, stored: { headers: Record<string, string>; body: Buffer }): FastifyReply {
  for (const [name, value] of Object.entries(stored.headers)) reply.header(name, value);
  return reply.header('X-Cache', 'HIT').send(stored.body);
}

/** The crawler files (api/src/ssr/crawler-files.ts): public, rebuilt from the database, kept like pages. */
const CRAWLER_FILE = /^\/(robots\.txt|sitemap(-[a-z0-9-]+)?\.xml)$/;

/**
 * API calls, the shell's pages (server-rendered ones are public and tagged; the rest carry no Surrogate-Key and are
 * never stored) and the crawler files.
 */
function isCachedAddress(url: string): boolean {
  return url.startsWith('/api/') || isShellPageAddress(url) || CRAWLER_FILE.test(url.split('?')[0] ?? '');
}

/**
 * Answers public API GETs from the store when a previous identical request got an answer that a
 * CDN may keep (public Cache-Control and a Surrogate-Key), so repeated reads never reach the
 * database. Register after the compression hook: the store keeps the bytes as sent.
 */
export function registerResponseCache(app: FastifyInstance, store: ResponseStore): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !isCachedAddress(request.url)) return;
    const key = cacheKeyOf(request, app);
    const found = store.lookup(key);
    if ('hit' in found) return replay(reply, found.hit);
    pendingKeys.set(request, key);
    reply.header('X-Cache', 'MISS');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = pendingKeys.get(request);
    if (key === undefined) return payload;
    pendingKeys.delete(request);
    const seconds = sharedCacheSeconds(headerText(reply, 'cache-control'), headerText(reply, 'surrogate-control'));
    const keys = (headerText(reply, 'surrogate-key') ?? '').split(' ').filter(Boolean);
    if (reply.statusCode !== 200 || seconds <= 0 || keys.length === 0 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      store.refreshFailed(key);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = headerText(reply, name);
      if (value !== undefined) headers[name] = value;
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    store.store(key, { headers, body, path: request.url.split('?')[0] ?? request.url, keys, expiresAt: Date.now() + seconds * 1000 });
    return payload;
  });
}

function headerText(reply: FastifyReply, name: string): string | undefined {
  const value = reply.getHeader(name);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}
