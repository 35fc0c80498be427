import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestSession } from '../auth/request-auth';
import { openPurgeChannel } from './purge-channel';
import { registerResponseCache } from './response-cache-hooks';
import { ResponseStore, type PurgeRequest, type StoredResponse } from './response-store';

/** Enough for every public answer of both languages and encodings; a few MB at most. */
const MAX_ENTRIES = 2000;

export interface ResponseCache {
  /** Drops (or with `soft`, marks stale) matching answers here and on every other API process. */
  purge(request: PurgeRequest): Promise<number>;
  /** The stored answer of a cache key (`cacheKey`) while it is fresh: what the cache would replay for it. */
  peek(key: string): StoredResponse | undefined;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Staff writes that purged exactly what they changed (the purge call itself): no purge of everything after them. */
const purgedPrecisely = new WeakSet<FastifyRequest>();

export function markPurgedPrecisely(request: FastifyRequest): void {
  purgedPrecisely.add(request);
}

/**
 * The in-memory answer cache of public GETs and its invalidation: by surrogate key, URL or all
 * through `app.responseCache.purge`, across processes through Redis or the database's
 * LISTEN/NOTIFY (every API process on one PostgreSQL hears it), and wholly
 * after any successful staff write, since staff writes are what change public data (a new
 * appraisal version, a renamed model) and they are rare.
 */
export async function installResponseCache(app: FastifyInstance): Promise<ResponseCache> {
  const store = new ResponseStore(MAX_ENTRIES);
  if (app.config.responseCache) registerResponseCache(app, store);
  const channel = await openPurgeChannel(app.config.redisUrl, app.database, app.log, (request) => void store.purge(request));
  app.addHook('onClose', async () => channel.close());

  const cache: ResponseCache = {
    purge: async (request) => {
      const count = store.purge(request);
      await channel.publish(request);
      return count;
    },
    peek: (key) => store.peek(key),
  };

  // Before the answer leaves: once staff see their write succeed, no server answers with the old data.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || reply.statusCode >= 400) return payload;
    if (purgedPrecisely.has(request)) return payload;
    const session = await requestSession(request);
    if (session && session.user.role !== 'customer') await cache.purge({ target: { all: true }, soft: false });
    return payload;
  });
  return cache;
}
