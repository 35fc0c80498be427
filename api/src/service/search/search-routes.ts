import type { FastifyInstance } from 'fastify';
import { serviceSmartSearch } from '@shop/shared/contract/service';
import { registerRoute } from '../../http/register-route';
import { smartSearch } from './smart-search';

export function registerServiceSearchRoutes(app: FastifyInstance): void {
  registerRoute(app, serviceSmartSearch, async ({ query }) => ({ result: await smartSearch(app.database.db, app.config.market, query.term) }), {
    cdnCache: { maxAge: 300, keys: ['service-selector', 'service-search'] },
  });
}
