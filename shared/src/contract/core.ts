import * as v from 'valibot';
import { defineRoute } from './route';
import { LocaleSchema, MarketSchema } from './common';

export const coreConfig = defineRoute({
  name: 'core.config',
  method: 'GET',
  path: '/api/new/core/config/',
  auth: 'public',
  response: v.object({
    market: MarketSchema,
    default_locale: LocaleSchema,
    currency: v.picklist(['CZK', 'RON']),
  }),
});

export const coreHealth = defineRoute({
  name: 'core.health',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  /**
   * 200 while the database answers (`degraded` when Redis or the mail server does not), 503 when
   * it does not; each dependency reported on its own.
   */
  response: v.object({
    status: v.picklist(['ok', 'degraded', 'down']),
    database: v.picklist(['pglite', 'postgres']),
    checks: v.object({
      database: v.picklist(['ok', 'down']),
      redis: v.picklist(['ok', 'down', 'not_configured']),
      mail: v.picklist(['ok', 'down', 'outbox']),
    }),
  }),
});
