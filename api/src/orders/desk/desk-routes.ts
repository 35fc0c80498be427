import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  orderDeskAddProduct,
  orderDeskAssignCrate,
  orderDeskCancel,
  orderDeskCount,
  orderDeskCrate,
  orderDeskDetail,
  orderDeskEmail,
  orderDeskList,
  orderDeskPicking,
  orderDeskRecordPayment,
  orderDeskStatus,
} from '@shop/shared/contract/order-desk';
import type { Locale } from '@shop/shared/contract/common';
import { applyPrivateNoStore } from '../../buyout/cache-headers';
import { shopOrders } from '../../db/schema/cart';
import { orderCrates } from '../../db/schema/order-desk';
import { detailError } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import { translate } from '../../i18n/server-i18n';
import { findShopOrder, orderAccess } from '../order-access';
import { orderNotFound } from '../../http/translated-errors';
import { sendCustomerEmail } from './customer-email';
import { addProduct, assignCrate, cancelOrder, changeStatus, setPicking, withLockedOrder, type DeskChange } from '../desk-changes';
import { orderDeskDetailOf } from './desk-detail';
import { countDeskOrders, orderDeskRows } from './desk-list';
import { issueInvoiceOnDelivery } from '../../invoices/automatic-issue';
import { recordPaymentAndFollow } from '../payments/record-and-follow';
import { sendOrderNotice } from '../order-notice-mail';
import { publicOrigin } from '../../mail/public-links';

/** The staff's fulfilment desk (issue #9): each change locks the order, writes the timeline and answers the fresh detail. */
export function registerOrderDeskRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  const detail = async (orderNumber: string, locale: Locale) => {
    const order = await findShopOrder(db(), market(), orderNumber);
    if (!order) throw orderNotFound(locale);
    return orderDeskDetailOf(db(), order, locale, orderAccess(app.config.secretKey, order.orderNumber));
  };
  const change = async (orderNumber: string, locale: Locale, userId: number | null, act: (context: DeskChange) => Promise<void>) => {
    await withLockedOrder(db(), market(), orderNumber, locale, userId, act);
    return detail(orderNumber, locale);
  };

  registerRoute(app, orderDeskList, async ({ query, reply }) => {
    applyPrivateNoStore(reply);
    return { results: await orderDeskRows(db(), market(), query) };
  });

  registerRoute(app, orderDeskCount, async ({ query, reply }) => {
    applyPrivateNoStore(reply);
    return { count: await countDeskOrders(db(), market(), query) };
  });

  registerRoute(app, orderDeskDetail, ({ params, locale, reply }) => {
    applyPrivateNoStore(reply);
    return detail(params.order_number, locale);
  });

  registerRoute(app, orderDeskStatus, async ({ params, body, locale, user, request }) => {
    const origin = body.status === 'delivered' || body.status === 'ready_for_pickup' ? publicOrigin(request, locale) : undefined;
    const changed = await change(params.order_number, locale, user?.id ?? null, (context) => changeStatus(context, body.status));
    // Cash on delivery, in-store payment and a bank transfer not confirmed yet: the delivery is the taxable supply.
    if (body.status === 'delivered' && origin) {
      await issueInvoiceOnDelivery(app, request.log, params.order_number, origin);
      await sendOrderNotice(app, request.log, params.order_number, origin, { kind: 'delivered' });
    }
    if (body.status === 'ready_for_pickup' && origin) await sendOrderNotice(app, request.log, params.order_number, origin, { kind: 'ready_for_pickup' });
    return changed;
  });

  registerRoute(app, orderDeskCancel, ({ params, body, locale, user }) => change(params.order_number, locale, user?.id ?? null, (context) => cancelOrder(context, body.reason)));

  registerRoute(app, orderDeskAddProduct, ({ params, body, locale, user }) =>
    change(params.order_number, locale, user?.id ?? null, (context) => addProduct(context, body.product_code, body.quantity)),
  );

  registerRoute(app, orderDeskPicking, ({ params, body, locale, user }) =>
    change(params.order_number, locale, user?.id ?? null, (context) => setPicking(context, params.line_id, body.status)),
  );

  registerRoute(app, orderDeskAssignCrate, ({ params, body, locale, user }) => change(params.order_number, locale, user?.id ?? null, (context) => assignCrate(context, body.crate)));

  registerRoute(app, orderDeskRecordPayment, async ({ params, body, locale, user, request }) => {
    await recordPaymentAndFollow(app, request.log, { orderNumber: params.order_number, locale, userId: user?.id ?? null, origin: publicOrigin(request, locale), body });
    return detail(params.order_number, locale);
  });

  registerRoute(app, orderDeskEmail, async ({ params, body, locale, user, request }) => {
    const order = await findShopOrder(db(), market(), params.order_number);
    if (!order) throw orderNotFound(locale);
    await sendCustomerEmail(app, request.log, order, locale, user?.id ?? null, body);
    return detail(params.order_number, locale);
  });

  registerRoute(app, orderDeskCrate, async ({ params, locale, reply }) => {
    applyPrivateNoStore(reply);
    const [row] = await db()
      .select({ number: shopOrders.orderNumber })
      .from(orderCrates)
      .innerJoin(shopOrders, eq(shopOrders.id, orderCrates.orderId))
      .where(and(eq(orderCrates.code, params.code), eq(shopOrders.market, market())));
    if (!row) throw detailError(404, translate(locale, 'order_desk.crate_has_no_order'));
    return { crate: params.code, order_number: row.number };
  });
}
