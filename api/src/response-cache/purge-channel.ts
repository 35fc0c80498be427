import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { PurgeRequest } from './response-store';

/** Carries purges between API processes, so a purge on one server empties every server's cache. */
export interface PurgeChannel {
  publish(request: PurgeRequest): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'shop_cache_purge';

interface Message {
  origin: string;
  request: PurgeRequest;
}

function parse(text: string, self: string): PurgeRequest | undefined {
  try {
    const message = JSON.parse(text) as Message;
    return message.origin === self ? undefined : message.request;
  } catch {
    return undefined;
  }
}

/**
 * Redis pub/sub when REDIS_URL is set: a subscribed connection cannot publish, so two. Redis being
 * down must not stop the server from starting or answering (issue 13): the subscription is made on
 * every (re)connect, and a purge that cannot be published is logged; this process's own cache is
 * purged either way.
 */
function redisChannel(url: string, log: FastifyBaseLogger, onPurge: (request: PurgeRequest) => void): PurgeChannel {
  const self = randomUUID();
  const failFast = { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: (attempt: number) => Math.min(attempt * 500, 10_000) };
  const publisher = new Redis(url, failFast);
  const subscriber = new Redis(url, { ...failFast, autoResubscribe: false });
  let loggedAt = 0;
  const warn = (error: unknown, message: string) => {
    if (Date.now() - loggedAt < 60_000) return;
    loggedAt = Date.now();
    log.warn({ err: error }, message);
  };
  for (const connection of [publisher, subscriber]) connection.on('error', (error: Error) => warn(error, 'Redis is not answering: cache purges reach only this process meanwhile'));
  subscriber.on('ready', () => void subscriber.subscribe(CHANNEL).catch((error: unknown) => warn(error, 'could not subscribe to cache purges')));
  subscriber.on('message', (_channel: string, text: string) => {
    const request = parse(text, self);
    if (request) onPurge(request);
  });
  return {
    publish: async (request) => {
      try {
        await publisher.publish(CHANNEL, JSON.stringify({ origin: self, request } satisfies Message));
      } catch (error) {
        warn(error, 'a cache purge could not be sent to the other processes');
      }
    },
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/**
 * LISTEN/NOTIFY on the shop's own database: every process on one PostgreSQL hears it, no extra service to run.
 * Purges sent while the listening connection was lost never arrive, so subscribing again marks the whole
 * cache stale (a soft purge: it refreshes on the next request).
 */
async function databaseChannel(database: Database, log: FastifyBaseLogger, onPurge: (request: PurgeRequest) => void): Promise<PurgeChannel> {
  const self = randomUUID();
  const unlisten = await database.listen(
    CHANNEL,
    (text) => {
      const request = parse(text, self);
      if (request) onPurge(request);
    },
    () => {
      log.warn('cache purges subscribed again after the database connection was lost; the local cache is marked stale');
      onPurge({ target: { all: true }, soft: true });
    },
  );
  return {
    publish: (request) => database.notify(CHANNEL, JSON.stringify({ origin: self, request } satisfies Message)),
    close: unlisten,
  };
}

/** Redis pub/sub when REDIS_URL is set, else the database's LISTEN/NOTIFY. */
export async function openPurgeChannel(
  redisUrl: string | undefined,
  database: Database,
  log: FastifyBaseLogger,
  onPurge: (request: PurgeRequest) => void,
): Promise<PurgeChannel> {
  return redisUrl ? redisChannel(redisUrl, log, onPurge) : databaseChannel(database, log, onPurge);
}
