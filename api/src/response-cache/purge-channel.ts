import { randomUUID } from 'node:crypto';
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

/** Redis pub/sub when REDIS_URL is set: a subscribed connection cannot publish, so two. */
async function redisChannel(url: string, onPurge: (request: PurgeRequest) => void): Promise<PurgeChannel> {
  const self = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  subscriber.on('message', (_channel: string, text: string) => {
    const request = parse(text, self);
    if (request) onPurge(request);
  });
  await subscriber.subscribe(CHANNEL);
  return {
    publish: async (request) => void (await publisher.publish(CHANNEL, JSON.stringify({ origin: self, request } satisfies Message))),
    close: async () => {
      await subscriber.quit();
      await publisher.quit();
    },
  };
}

/** LISTEN/NOTIFY on the shop's own database: every process on one PostgreSQL hears it, no extra service to run. */
async function databaseChannel(database: Database, onPurge: (request: PurgeRequest) => void): Promise<PurgeChannel> {
  const self = randomUUID();
  const unlisten = await database.listen(CHANNEL, (text) => {
    const request = parse(text, self);
    if (request) onPurge(request);
  });
  return {
    publish: (request) => database.notify(CHANNEL, JSON.stringify({ origin: self, request } satisfies Message)),
    close: unlisten,
  };
}

/** Redis pub/sub when REDIS_URL is set, else the database's LISTEN/NOTIFY. */
export function openPurgeChannel(redisUrl: string | undefined, database: Database, onPurge: (request: PurgeRequest) => void): Promise<PurgeChannel> {
  return redisUrl ? redisChannel(redisUrl, onPurge) : databaseChannel(database, onPurge);
}
