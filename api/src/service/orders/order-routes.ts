import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { serviceCreateOrder, serviceOrderDetail, serviceOrderLookup } from '@shop/shared/contract/service';
import { normalizePhone } from '@shop/shared/validation/phone';
import { sameToken, tokenDigest } from '../../auth/tokens';
import { detailError } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import { guardedPublicWrite } from '../../limits/public-write';
import { translate } from '../../i18n/server-i18n';
import { publicOrigin } from '../../mail/public-links';
import { createServiceOrder } from './create-order';
import { contactMatches } from './order-access';
import { findOrder, orderDetail } from './order-detail';
import { refuseOverOpenBookingCap } from './open-booking-cap';
import { confirmationMail } from './order-mail';
import { BOOKING_RATE_LIMIT, LOOKUP_RATE_LIMIT } from './rate-limits';

export const orderNotFound = (locale: Locale) => detailError(404, translate(locale, 'service.order_not_found'));

export function registerServiceOrderRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(
    app,
    serviceCreateOrder,
    guardedPublicWrite(app, serviceCreateOrder, (body) => body.e_mail, async ({ body, locale, request, reply }) => {
      const origin = publicOrigin(request, locale);
      await refuseOverOpenBookingCap(db(), market(), body, app.config.limits.openBookingsPerCustomer, locale);
      const { order, location } = await createServiceOrder(db(), market(), locale, body);
      const detail = await orderDetail(db(), order, locale);
      try {
        await app.mailer.sendMail(confirmationMail(order, detail, market(), origin, location, app.config.mailSenderName));
      } catch (error) {
        // The booking stands and its status page works; staff see the failure in the log.
        request.log.error({ err: error, order: order.orderNumber }, 'service confirmation mail failed');
      }
      reply.code(201).header('Location', location);
      return { order_number: order.orderNumber, location };
    }),
    { rateLimit: BOOKING_RATE_LIMIT },
  );

  registerRoute(app, serviceOrderDetail, async ({ params, locale }) => {
    const order = await findOrder(db(), params.order_number);
    if (!order || order.market !== market() || !sameToken(tokenDigest(params.token), order.accessTokenHash)) throw orderNotFound(locale);
    return orderDetail(db(), order, locale);
  });

  registerRoute(
    app,
    serviceOrderLookup,
    async ({ body, locale }) => {
      const order = await findOrder(db(), body.order_number.toUpperCase());
      if (!order || order.market !== market() || !contactMatches(order, body.contact, normalizePhone(body.contact, market()))) {
        throw orderNotFound(locale);
      }
      return orderDetail(db(), order, locale);
    },
    { rateLimit: LOOKUP_RATE_LIMIT },
  );
}
