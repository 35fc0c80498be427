import type { FastifyInstance } from 'fastify';
import { buyoutProductTypeChoices, serviceProductTypeChoices } from '@shop/shared/contract/catalog';
import { registerRoute } from '../../http/register-route';
import { productTypeChoices } from '../product-type-choices';

export function registerProductTypeRoutes(app: FastifyInstance): void {
  const cdnCache = { maxAge: 300, keys: ['product-types'] };
  registerRoute(app, buyoutProductTypeChoices, ({ locale }) => productTypeChoices(app, 'buyout', locale), { cdnCache });
  registerRoute(app, serviceProductTypeChoices, ({ locale }) => productTypeChoices(app, 'service', locale), { cdnCache });
}
