import { eq } from 'drizzle-orm';
import type { CarrierCode } from '@shop/shared/contract/order-deliveries';
import { fieldError } from '../../cart/cart-errors';
import { orderPackages } from '../../db/schema/cart';
import { packageShipments } from '../../db/schema/package-shipments';
import type { ShipmentCarrier } from '../../delivery/shipment-carrier';
import { setStatus, type DeskChange } from '../desk/desk-changes';
import { recordOrderEvent } from '../desk/order-events';
import { carrierOf } from './carrier-of';
import { HANDABLE_PACKAGE_STATUSES } from './delivery-rows';

/**
 * O-S10: the package goes to its carrier, which answers the delivery number. Runs on the order
 * locked for update, so two staff handing the same package over get one shipment. The order moves
 * `packed` -> `handed_to_carrier` with its last carried package; O-X1 otherwise.
 */
export async function handOver(context: DeskChange, packageId: number, carrierClient: ShipmentCarrier): Promise<void> {
  const { tx, order, locale, userId } = context;
  const packages = await tx
    .select({ pack: orderPackages, shipment: packageShipments.packageId })
    .from(orderPackages)
    .leftJoin(packageShipments, eq(packageShipments.packageId, orderPackages.id))
    .where(eq(orderPackages.orderId, order.id));
  const target = packages.find(({ pack }) => pack.id === packageId);
  const carrier: CarrierCode | null = target ? carrierOf(order.market, order.deliveryCode, target.pack.kind) : null;
  if (!target || !carrier || order.status !== 'packed' || target.shipment !== null || !HANDABLE_PACKAGE_STATUSES.includes(target.pack.status)) {
    throw fieldError(locale, 'non_field_errors', 'order_desk.cannot_hand_over');
  }
  const shipment = await carrierClient.createShipment({ market: order.market, carrier, orderNumber: order.orderNumber, packageId });
  await tx.insert(packageShipments).values({ packageId, carrier, deliveryNumber: shipment.deliveryNumber, trackingUrl: shipment.trackingUrl, handedBy: userId });
  await tx.update(orderPackages).set({ status: 'handed_to_carrier' }).where(eq(orderPackages.id, packageId));
  await recordOrderEvent(tx, order.id, userId, 'handed_over', { carrier, number: shipment.deliveryNumber, package: packageId });
  const stillWaiting = packages.some(({ pack, shipment: handed }) => pack.id !== packageId && handed === null && carrierOf(order.market, order.deliveryCode, pack.kind) !== null);
  if (!stillWaiting) await setStatus(context, 'handed_to_carrier');
}
