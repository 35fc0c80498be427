import { defineRoute } from './route';
import { ChoicesResponseSchema } from './common';

/**
 * Product type choices of the buyout and the service selector. Value `prislusenstvi`
 * is relabelled as smart watches by the widgets (spec section 4); the phones type's
 * value is the market's slug.
 */
export const buyoutProductTypeChoices = defineRoute({
  name: 'buyout.product-type-choices',
  method: 'GET',
  path: '/api/new/buyout/product-selector/product-type-choices/',
  auth: 'public',
  response: ChoicesResponseSchema,
});

export const serviceProductTypeChoices = defineRoute({
  name: 'service.product-type-choices',
  method: 'GET',
  path: '/api/new/service/product-selector/product-type-choices/',
  auth: 'public',
  response: ChoicesResponseSchema,
});
