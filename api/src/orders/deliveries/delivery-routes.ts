import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { deliveryDeskDetail, deliveryDeskHandOver, deliveryDeskLabel, deliveryDeskList } from '@shop/shared/contract/order-deliveries';
import type { Locale } from '@shop/shared/contract/common';
import { applyPrivateNoStore } from '../../buyout/cache-headers';
import { orderPackages, shopOrders } from '../../db/schema/cart';
import { packageLabels } from '../../db/schema/package-shipments';
import { standInShipmentCarrier, type Shipment, type ShipmentCarrier } from '../../delivery/shipment-carrier';
import { detailError } from '../../http/http-error';
import { registerRoute } from '../../http/register-route';
import { translate } from '../../i18n/server-i18n';
import { withLockedOrder } from '../desk-changes';
import { deliveryDeskRows, deliveryRowOf } from './delivery-rows';
import { recordShipment, reserveShipment } from './hand-over';
import { publicOrigin } from '../../mail/public-links';
import { sendOrderNotice } from '../order-notice-mail';

/** The staff's delivery desk (issue #9, O-S10, O-S11): packages of the market's orders and their hand-over. */
export function registerDeliveryDeskRoutes(app: FastifyInstance, carrier: ShipmentCarrier = standInShipmentCarrier()): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  const row = async (packageId: number, locale: Locale) => {
    const found = await deliveryRowOf(db(), market(), packageId);
    if (!found) throw detailError(404, translate(locale, 'order_desk.package_not_found'));
    return found;
  };

  registerRoute(app, deliveryDeskList, ({ query, reply }) => {
    applyPrivateNoStore(reply);
    return deliveryDeskRows(db(), market(), query);
  });

  registerRoute(app, deliveryDeskDetail, ({ params, locale, reply }) => {
    applyPrivateNoStore(reply);
    return row(params.package_id, locale);
  });

  app.decorate('shipmentCarrier', carrier);

  registerRoute(app, deliveryDeskHandOver, async ({ params, locale, user, request }) => {
    const origin = publicOrigin(request, locale);
    const before = await row(params.package_id, locale);
    const userId = user?.id ?? null;
    const shipmentRequest = await withLockedOrder(db(), market(), before.order_number, locale, userId, (context) => reserveShipment(context, params.package_id));
    let shipment: Shipment;
    try {
      // No transaction is open here: a slow carrier holds no lock, and a failure leaves the reservation for a retry.
      shipment = await app.shipmentCarrier.createShipment(shipmentRequest);
    } catch (error) {
      request.log.error({ err: error, packageId: params.package_id, carrier: shipmentRequest.carrier }, 'carrier shipment call failed');
      throw detailError(503, translate(locale, 'order_desk.carrier_unavailable'));
    }
    await withLockedOrder(db(), market(), before.order_number, locale, userId, (context) => recordShipment(context, shipmentRequest, shipment));
    await sendOrderNotice(app, request.log, before.order_number, origin, {
      kind: 'handed_to_carrier',
      carrier: shipmentRequest.carrier,
      deliveryNumber: shipment.deliveryNumber,
      trackingUrl: shipment.trackingUrl,
    });
    return row(params.package_id, locale);
  });

  registerRoute(app, deliveryDeskLabel, async ({ params, locale, reply }) => {
    applyPrivateNoStore(reply);
    const [found] = await db()
      .select({ pdf: packageLabels.pdf, orderNumber: shopOrders.orderNumber })
      .from(packageLabels)
      .innerJoin(orderPackages, eq(orderPackages.id, packageLabels.packageId))
      .innerJoin(shopOrders, eq(shopOrders.id, orderPackages.orderId))
      .where(and(eq(packageLabels.packageId, params.package_id), eq(shopOrders.market, market())));
    if (!found) throw detailError(404, translate(locale, 'label.not_found'));
    // A file to print, not a page: the browser downloads it under a name staff can find again.
    reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="label-${found.orderNumber}-${params.package_id}.pdf"`);
    return found.pdf;
  });
}
