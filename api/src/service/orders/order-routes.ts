import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@shop/shared/contract/common';
import { serviceCreateOrder, serviceOrderDetail, serviceOrderLookup, serviceStatusChange } from '@shop/shared/contract/service';
import { canChangeServiceStatus } from '@shop/shared/service/order-status';
import { normalizePhone } from '@shop/shared/validation/phone';
import { sameToken, tokenDigest } from '../../auth/tokens';
import { serviceOrderStatusHistory, serviceOrders, serviceSlotBookings } from '../../db/schema/service';
import { detailError } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import { translate } from '../../i18n/server-i18n';
import { createServiceOrder } from './create-order';
import { contactMatches } from './order-access';
import { findOrder, orderDetail } from './order-detail';
import { confirmationMail, statusMail } from './order-mail';

/** The shop's address as the customer reached it, for links in e-mails. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const orderNotFound = (locale: Locale) => detailError(404, translate(locale, 'service.order_not_found'));

export function registerServiceOrderRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(
    app,
    serviceCreateOrder,
    async ({ body, locale, request, reply }) => {
      const { order, location } = await createServiceOrder(db(), market(), locale, body);
      const detail = await orderDetail(db(), order, locale);
      try {
        await app.mailer.sendMail(confirmationMail(order, detail, market(), originOf(request), location));
      } catch (error) {
        // The booking stands and its status page works; staff see the failure in the log.
        request.log.error({ err: error, order: order.orderNumber }, 'service confirmation mail failed');
      }
      reply.code(201).header('Location', location);
      return { order_number: order.orderNumber, location };
    },
    { rateLimit: { max: 30, timeWindowMs: 60_000 } },
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
    { rateLimit: { max: 20, timeWindowMs: 60_000 } },
  );

  registerRoute(app, serviceStatusChange, async ({ params, body, locale, user, request }) => {
    const order = await findOrder(db(), params.order_number);
    if (!order || order.market !== market()) throw orderNotFound(locale);
    const notAllowed = () =>
      detailError(
        409,
        translate(locale, 'service.status_change_not_allowed', {
          from: translate(locale, `service.status.${order.status}`),
          to: translate(locale, `service.status.${body.status}`),
        }),
      );
    if (!canChangeServiceStatus(order.status, body.status)) throw notAllowed();
    await db().transaction(async (tx) => {
      // Compare-and-set: a concurrent change by another staff member makes this one fail with 409.
      const changed = await tx
        .update(serviceOrders)
        .set({ status: body.status })
        .where(and(eq(serviceOrders.id, order.id), eq(serviceOrders.status, order.status)))
        .returning({ id: serviceOrders.id });
      if (changed.length === 0) throw notAllowed();
      await tx.insert(serviceOrderStatusHistory).values({ orderId: order.id, status: body.status, changedBy: user?.id ?? null });
      // A cancelled booking frees its place in the slot for someone else.
      if (body.status === 'cancelled' && order.status === 'booked') {
        await tx
          .update(serviceSlotBookings)
          .set({ booked: sql`greatest(${serviceSlotBookings.booked} - 1, 0)` })
          .where(
            and(
              eq(serviceSlotBookings.storeId, order.storeId),
              eq(serviceSlotBookings.slotDate, order.slotDate),
              eq(serviceSlotBookings.slotTime, order.slotTime),
            ),
          );
      }
    });
    const updated = (await findOrder(db(), order.orderNumber))!;
    const customerDetail = await orderDetail(db(), updated, updated.locale);
    try {
      await app.mailer.sendMail(statusMail(updated, customerDetail, market(), originOf(request)));
    } catch (error) {
      request.log.error({ err: error, order: order.orderNumber }, 'service status mail failed');
    }
    return orderDetail(db(), updated, locale);
  });
}
