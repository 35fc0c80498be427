import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { withTimeout } from './redis-client';

/** One window per key: INCR, the expiry set by the first hit, and the time left. */
const INCREMENT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

interface Hits {
  current: number;
  ttl: number;
}

/** Fixed windows in this process, for the time Redis does not answer. */
class MemoryWindows {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  increment(key: string, windowMs: number): Hits {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= 10_000) this.forgetEnded(now);
      window = { current: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/**
 * The @fastify/rate-limit store with REDIS_URL: counts in Redis, shared by every process; when
 * Redis fails or is slower than `timeoutMs`, the hit is counted in this process instead, so the
 * limit still holds per process and the request goes on (the Redis client logs the outage).
 */
export function redisStoreWithFallback(redis: Redis, timeoutMs: number): FastifyRateLimitStoreCtor {
  const memory = new MemoryWindows();
  class RedisWithFallback implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'shop-rate-limit:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Hits) => void, timeWindow: number): void {
      const fullKey = this.prefix + key;
      withTimeout(redis.eval(INCREMENT, 1, fullKey, timeWindow) as Promise<[number, number]>, timeoutMs).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        () => callback(null, memory.increment(fullKey, timeWindow)),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new RedisWithFallback(undefined, `${this.prefix}${route?.method ?? ''}${route?.url ?? ''}:`);
    }
  }
  return RedisWithFallback;
}
