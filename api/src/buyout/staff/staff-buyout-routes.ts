import type { FastifyInstance } from 'fastify';
import { buyoutStaffDetail, buyoutStaffList } from '@shop/shared/contract/buyout-staff';
import { detailError } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import { translate } from '../../i18n/server-i18n';
import { buyoutDetailOf, findBuyout } from '../buyout-detail';
import { applyPrivateNoStore } from '../cache-headers';
import { staffBuyouts } from './staff-buyouts';

export function registerStaffBuyoutRoutes(app: FastifyInstance): void {
  registerRoute(app, buyoutStaffList, ({ query, locale, reply }) => {
    applyPrivateNoStore(reply);
    return staffBuyouts(app.database.db, app.config.market, locale, query);
  });

  registerRoute(app, buyoutStaffDetail, async ({ params, locale, reply }) => {
    applyPrivateNoStore(reply);
    const row = await findBuyout(app, params.id);
    if (!row || row.market !== app.config.market) throw detailError(404, translate(locale, 'api.not_found'));
    return buyoutDetailOf(app, row, locale);
  });
}
