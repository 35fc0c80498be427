import type { FastifyInstance } from 'fastify';
import { serviceSlots } from '@shop/shared/contract/service';
import { detailError } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import { translate } from '../../i18n/server-i18n';
import { centerSlots, findServiceCenter } from './center-slots';

export function registerServiceSlotRoutes(app: FastifyInstance): void {
  // Not cached: capacity changes with every booking.
  registerRoute(app, serviceSlots, async ({ params, query, locale }) => {
    const center = await findServiceCenter(app.database.db, app.config.market, params.center_id);
    if (!center) throw detailError(404, translate(locale, 'service.center_not_found'));
    return { date: query.date, slots: await centerSlots(app.database.db, app.config.market, center.id, query.date) };
  });
}
