import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { coreConfig, coreHealth } from '@shop/shared/contract/core';
import { marketConfig } from '@shop/shared/i18n/market';
import { registerRoute } from '../http/register-route';

export function registerCoreRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    coreConfig,
    () => {
      const market = marketConfig(app.config.market);
      return { market: market.market, default_locale: market.defaultLocale, currency: market.currency };
    },
    { cdnCache: { maxAge: 300, keys: ['config'] } },
  );

  // Answers only when the database answers, so a load balancer stops sending traffic to a broken instance.
  registerRoute(app, coreHealth, async ({ reply }) => {
    await app.database.db.execute(sql`select 1`);
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const, database: app.database.kind };
  });
}
