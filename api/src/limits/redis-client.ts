import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The rate-limit Redis, set up to fail fast: commands are not queued while it is down and each
 * gives up after `timeoutMs`, so a dead Redis costs a request that long, not 15 s and a 500.
 * Its connection errors are logged at most once a minute while it keeps reconnecting.
 */
export function connectRedis(url: string, timeoutMs: number, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 500, 10_000),
  });
  let loggedAt = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - loggedAt < 60_000) return;
    loggedAt = Date.now();
    log.warn({ err: error }, 'Redis is not answering: rate limits count in this process meanwhile');
  });
  return redis;
}

/** 'ok' when Redis answers a PING within `timeoutMs`. */
export async function redisAnswers(redis: Redis, timeoutMs: number): Promise<boolean> {
  try {
    return (await withTimeout(redis.ping(), timeoutMs)) === 'PONG';
  } catch {
    return false;
  }
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
