import type { FastifyInstance } from 'fastify';
import { buyoutDetail } from '@shop/shared/contract/buyout-detail';
import { registerRoute } from '../http/register-route';
import { buyoutByToken, buyoutDetailOf } from './buyout-detail';
import { applyPrivateNoStore } from './cache-headers';
import { registerOfferRoutes } from './offer-routes';
import { registerRegradeRoute } from './regrade-route';
import { registerSaleRoutes } from './sale-routes';
import { registerSelectorRoutes } from './selector-routes';
import { registerStatusRoutes } from './status-routes';

/** Every buyout call of the contract (spec section 7, Buyout). */
export function registerBuyoutRoutes(app: FastifyInstance): void {
  registerSelectorRoutes(app);
  registerOfferRoutes(app);
  registerSaleRoutes(app);
  registerRoute(app, buyoutDetail, async ({ params, locale, reply }) => {
    applyPrivateNoStore(reply);
    return buyoutDetailOf(app, await buyoutByToken(app, params.id, params.token, locale), locale);
  });
  registerStatusRoutes(app);
  registerRegradeRoute(app);
}
