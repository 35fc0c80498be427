import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@shop/shared/contract/common';
import { serviceStaffOrderDetail, serviceStaffOrders, serviceStatusChange, type StaffServiceOrderDetail } from '@shop/shared/contract/service';
import { canChangeServiceStatus } from '@shop/shared/service/order-status';
import { serviceOrderStatusHistory, serviceOrders, serviceSlotBookings } from '../../db/schema/service';
import { detailError } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import { translate } from '../../i18n/server-i18n';
import { findOrder, orderDetail, type ServiceOrderRow } from './order-detail';
import { statusMail } from './order-mail';
import { publicOrigin } from '../../mail/public-links';
import { orderNotFound } from './order-routes';
import { staffOrders } from './staff-orders';

/** Staff calls (session with the staff or admin role; CSRF on the change): list, detail with contact, status moves. */
export function registerServiceStaffRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;
  const staffDetail = async (order: ServiceOrderRow, locale: Locale): Promise<StaffServiceOrderDetail> => ({
    ...(await orderDetail(db(), order, locale)),
    e_mail: order.email,
    phone_number: order.phone,
  });

  registerRoute(app, serviceStaffOrders, ({ query }) => staffOrders(db(), market(), query));

  registerRoute(app, serviceStaffOrderDetail, async ({ params, locale }) => {
    const order = await findOrder(db(), params.order_number);
    if (!order || order.market !== market()) throw orderNotFound(locale);
    return staffDetail(order, locale);
  });

  registerRoute(app, serviceStatusChange, async ({ params, body, locale, user, request }) => {
    const origin = publicOrigin(request, locale);
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
      await app.mailer.sendMail(statusMail(updated, customerDetail, market(), origin, app.config.mailSenderName));
    } catch (error) {
      request.log.error({ err: error, order: order.orderNumber }, 'service status mail failed');
    }
    return staffDetail(updated, locale);
  });
}
