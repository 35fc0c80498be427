import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ordersLookup, ordersMine, ordersMineDetail, ordersStatus } from '@shop/shared/contract/orders';
import type { Locale } from '@shop/shared/contract/common';
import { shopOrders } from '../../db/schema/cart';
import { registerRoute } from '../../http/register-route';
import { accessMatches, findShopOrder, type ShopOrderRow } from '../order-access';
import { orderNotFound } from '../../http/translated-errors';
import { myOrders } from './my-orders';
import { orderStatusView } from './order-status-view';

/** A wrong number or e-mail answers 404; after a handful of tries per client, 429 stops the guessing. */
export const ORDER_LOOKUP_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

/** The customer's side of orders: overview (O-S2) and status (O-S1) by session, link or lookup. */
export function registerCustomerOrderRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;
  const view = (order: ShopOrderRow) => orderStatusView(db(), app.config.secretKey, market(), order);

  registerRoute(app, ordersMine, async ({ query, user, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return myOrders(db(), { userId: user!.id, market: market(), page: query.page, pageSize: query.page_size, ordering: query.ordering, days: query.days });
  });

  registerRoute(app, ordersMineDetail, async ({ params, user, locale, reply }) => {
    const order = await findShopOrder(db(), market(), params.order_number);
    // Someone else's order is "not found" too: its existence is not the asker's business.
    if (!order || order.userId !== user!.id) throw orderNotFound(locale);
    reply.header('Cache-Control', 'no-store');
    return view(order);
  });

  registerRoute(app, ordersStatus, async ({ params, locale, reply }) => {
    const order = await findShopOrder(db(), market(), params.order_number);
    if (!order || !accessMatches(app.config.secretKey, params.order_number, params.access)) throw orderNotFound(locale);
    reply.header('Cache-Control', 'no-store');
    return view(order);
  });

  registerRoute(
    app,
    ordersLookup,
    async ({ body, locale, reply }) => {
      const order = await orderByNumberAndEmail(body.order_number.toUpperCase(), body.email, locale);
      reply.header('Cache-Control', 'no-store');
      return view(order);
    },
    { rateLimit: ORDER_LOOKUP_RATE_LIMIT },
  );

  async function orderByNumberAndEmail(orderNumber: string, email: string, locale: Locale): Promise<ShopOrderRow> {
    const [order] = await db()
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.orderNumber, orderNumber), eq(shopOrders.market, market()), eq(sql`lower(${shopOrders.email})`, email.trim().toLowerCase())));
    if (!order) throw orderNotFound(locale);
    return order;
  }
}
