import type { FastifyInstance } from 'fastify';
import { LEASES_SURROGATE_KEY, limitedOffersLease } from '@shop/shared/contract/leases';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { findComponent, publicOffers } from './lease-store';

/**
 * The shop may keep an answer this long. Staff changes purge it at once; an offer whose first or last day
 * begins shows or goes within this time after midnight in the market.
 */
const LEASES_MAX_AGE_SECONDS = 300;

/** L174: the component's tabs with their offers valid today (docs/leases.md). */
export function registerLeaseRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    limitedOffersLease,
    async ({ params, locale }) => {
      const component = await findComponent(app.database.db, app.config.market, params.component_pk);
      if (!component) throw detailError(404, translate(locale, 'api.not_found'));
      return publicOffers(app.database.db, app.config.market, locale, component.id);
    },
    { cdnCache: { maxAge: LEASES_MAX_AGE_SECONDS, keys: [LEASES_SURROGATE_KEY] } },
  );
}
