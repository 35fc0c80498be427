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
  response: v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) }),
});
