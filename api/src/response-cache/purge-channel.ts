import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
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

/** PostgreSQL LISTEN/NOTIFY on the shop's own database: no extra service to run. */
async function postgresChannel(url: string, onPurge: (request: PurgeRequest) => void): Promise<PurgeChannel> {
  const self = randomUUID();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('notification', (notification) => {
    const request = notification.payload ? parse(notification.payload, self) : undefined;
    if (request) onPurge(request);
  });
  await client.query(`LISTEN ${CHANNEL}`);
  return {
    publish: async (request) => void (await client.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ origin: self, request } satisfies Message)])),
    close: () => client.end(),
  };
}

/** Redis when configured, else PostgreSQL when that is the database, else none (one process, PGlite). */
export async function openPurgeChannel(options: { redisUrl: string | undefined; databaseUrl: string | undefined }, onPurge: (request: PurgeRequest) => void): Promise<PurgeChannel | undefined> {
  if (options.redisUrl) return redisChannel(options.redisUrl, onPurge);
  if (options.databaseUrl) return postgresChannel(options.databaseUrl, onPurge);
  return undefined;
}
