import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { coreHealth } from '@shop/shared/contract/core';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handling';
import { registerRoute } from '../http/register-route';
import { redisAnswers, withTimeout } from '../limits/redis-client';

/** Longer than a healthy dependency ever needs, short enough for a load balancer's probe. */
const CHECK_TIMEOUT_MS = 2_000;

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}

/**
 * Each dependency on its own: a 503 only when the database is down (a load balancer then stops
 * sending traffic here); Redis (rate limits fall back to memory) or the mail server being down
 * leaves the shop usable, reported as `degraded`.
 */
export function registerHealthRoute(app: FastifyInstance, redis: Redis | undefined): void {
  registerRoute(app, coreHealth, async ({ reply }) => {
    const [database, redisUp, mail] = await Promise.all([
      answers(() => app.database.db.execute(sql`select 1`)),
      redis ? redisAnswers(redis, CHECK_TIMEOUT_MS) : Promise.resolve(null),
      withTimeout(app.mailer.check(), CHECK_TIMEOUT_MS).catch(() => 'down' as const),
    ]);
    const checks = {
      database: database ? ('ok' as const) : ('down' as const),
      redis: redisUp === null ? ('not_configured' as const) : redisUp ? ('ok' as const) : ('down' as const),
      mail,
    };
    const status = !database ? ('down' as const) : checks.redis === 'down' || mail === 'down' ? ('degraded' as const) : ('ok' as const);
    reply.header('Cache-Control', 'no-store');
    if (!database) reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status, database: app.database.kind, checks };
  });
}
