import type { FastifyInstance } from 'fastify';
import { coreConfig } from '@shop/shared/contract/core';
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
}
