import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { packagingCount, packagingMeasure, packagingScan, packagingState, packagingUnscan } from '@shop/shared/contract/order-packaging';
import { applyPrivateNoStore } from '../buyout/cache-headers';
import { registerRoute } from '../http/register-route';
import { withLockedOrder, type DeskChange } from '../orders/desk-changes';
import { findShopOrder } from '../orders/order-access';
import { orderNotFound } from '../http/translated-errors';
import { countLine, measurePackage, scanPiece } from './packaging-changes';
import { packagingProgress } from './packaging-progress';
import { unscanPiece } from './unscan-piece';

/** O-S13 packaging at the staff desk: each change locks the order, writes the timeline and answers the fresh packing state. */
export function registerPackagingRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  const state = async (orderNumber: string, locale: Locale) => {
    const order = await findShopOrder(db(), market(), orderNumber);
    if (!order) throw orderNotFound(locale);
    return (await packagingProgress(db(), order)).state;
  };
  const change = async (orderNumber: string, locale: Locale, userId: number | null, act: (context: DeskChange) => Promise<void>) => {
    await withLockedOrder(db(), market(), orderNumber, locale, userId, act);
    return state(orderNumber, locale);
  };

  registerRoute(app, packagingState, ({ params, locale, reply }) => {
    applyPrivateNoStore(reply);
    return state(params.order_number, locale);
  });

  registerRoute(app, packagingScan, ({ params, body, locale, user }) => change(params.order_number, locale, user?.id ?? null, (context) => scanPiece(context, body.code)));

  registerRoute(app, packagingCount, ({ params, body, locale, user }) =>
    change(params.order_number, locale, user?.id ?? null, (context) => countLine(context, params.line_id, body.packed_quantity)),
  );

  registerRoute(app, packagingMeasure, ({ params, body, locale, user }) => change(params.order_number, locale, user?.id ?? null, (context) => measurePackage(context, body)));

  registerRoute(app, packagingUnscan, ({ params, locale, user }) => change(params.order_number, locale, user?.id ?? null, (context) => unscanPiece(context, params.piece_id)));
}
