import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CarrierCode } from '@shop/shared/contract/order-deliveries';
import type { SellerIdentity } from '@shop/shared/seller/seller-identity';
import { fieldError } from '../../http/translated-errors';
import { orderPackages, type OrderAddress } from '../../db/schema/cart';
import { packageLabels, packageShipments } from '../../db/schema/package-shipments';
import { packageMeasures } from '../../db/schema/packaging';
import type { Shipment, ShipmentRecipient, ShipmentRequest, ShipmentSender } from '../../delivery/shipment-carrier';
import { readSellerIdentity } from '../../seller/seller-identity-store';
import { setStatus, type DeskChange } from '../desk-changes';
import { recordOrderEvent } from '../order-events';
import { carrierOf } from './carrier-of';
import { HANDABLE_PACKAGE_STATUSES } from './delivery-rows';

// O-S10 in three steps, so the carrier's API (seconds, sometimes a timeout) is never called while the order row is
// locked: (1) reserve the shipment row with an idempotency key under the order lock, (2) call the carrier with no
// transaction open, (3) record its answer under the lock again. A retry after a failed call finds the reserved row
// and sends the same key, so the carrier makes one shipment however often staff press the button.

async function packagesOf({ tx, order }: DeskChange) {
  return tx
    .select({ pack: orderPackages, shipment: packageShipments, weightKg: packageMeasures.weightKg })
    .from(orderPackages)
    .leftJoin(packageShipments, eq(packageShipments.packageId, orderPackages.id))
    .leftJoin(packageMeasures, eq(packageMeasures.packageId, orderPackages.id))
    .where(eq(orderPackages.orderId, order.id))
    .orderBy(orderPackages.id);
}

/** The label's recipient: the delivery address when the order has one (courier, Liftago), else the billing person. */
function recipientOf(address: OrderAddress): ShipmentRecipient {
  const text = (key: string) => {
    const value = address[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    name: `${text('first_name')} ${text('last_name')}`.trim(),
    company: text('company'),
    street: text('address'),
    postcode: text('postcode'),
    city: text('city'),
    phone: text('phone'),
  };
}

function senderOf(seller: SellerIdentity | null): ShipmentSender {
  return { name: seller?.company_name ?? '', street: seller?.street ?? '', postcode: seller?.postcode ?? '', city: seller?.city ?? '', phone: seller?.phone ?? '' };
}

/** Step 1: the request to send, with a fresh key or the key of an earlier attempt that got no answer; O-X1 otherwise. */
export async function reserveShipment(context: DeskChange, packageId: number): Promise<ShipmentRequest> {
  const { tx, order, locale, userId } = context;
  const packages = await packagesOf(context);
  const target = packages.find(({ pack }) => pack.id === packageId);
  const carrier: CarrierCode | null = target ? carrierOf(order.market, order.deliveryCode, target.pack.kind) : null;
  const handed = target?.shipment?.deliveryNumber != null;
  if (!target || !carrier || order.status !== 'packed' || handed || !HANDABLE_PACKAGE_STATUSES.includes(target.pack.status)) {
    throw fieldError(locale, 'non_field_errors', 'order_desk.cannot_hand_over');
  }
  let idempotencyKey = target.shipment?.idempotencyKey;
  if (!idempotencyKey) {
    idempotencyKey = randomUUID();
    await tx.insert(packageShipments).values({ packageId, carrier, idempotencyKey, handedBy: userId });
  }
  const carried = packages.filter(({ pack }) => carrierOf(order.market, order.deliveryCode, pack.kind) !== null);
  return {
    market: order.market,
    carrier,
    orderNumber: order.orderNumber,
    packageId,
    idempotencyKey,
    recipient: recipientOf(order.deliveryAddress ?? order.billingAddress),
    sender: senderOf(await readSellerIdentity(tx, order.market)),
    weightKg: target.weightKg,
    parcel: { index: carried.findIndex(({ pack }) => pack.id === packageId) + 1, count: carried.length },
  };
}

/**
 * Step 3: the carrier's answer on the reserved row; the package is handed over, and the order follows
 * `packed` -> `handed_to_carrier` with its last carried package. A second answer to the same key (two staff
 * pressing at once) finds the row complete and is refused as a second hand-over.
 */
export async function recordShipment(context: DeskChange, request: ShipmentRequest, shipment: Shipment): Promise<void> {
  const { tx, order, locale, userId } = context;
  const packages = await packagesOf(context);
  const target = packages.find(({ pack }) => pack.id === request.packageId);
  if (!target?.shipment || target.shipment.idempotencyKey !== request.idempotencyKey || target.shipment.deliveryNumber !== null) {
    throw fieldError(locale, 'non_field_errors', 'order_desk.cannot_hand_over');
  }
  await tx
    .update(packageShipments)
    .set({ deliveryNumber: shipment.deliveryNumber, trackingUrl: shipment.trackingUrl, handedAt: new Date(), handedBy: userId })
    .where(eq(packageShipments.packageId, request.packageId));
  await tx.insert(packageLabels).values({ packageId: request.packageId, pdf: shipment.label });
  await tx.update(orderPackages).set({ status: 'handed_to_carrier' }).where(eq(orderPackages.id, request.packageId));
  await recordOrderEvent(tx, order.id, userId, 'handed_over', { carrier: request.carrier, number: shipment.deliveryNumber, package: request.packageId });
  // The carrier has the parcel booked whatever happened meanwhile; the order moves only if it is still packed (not cancelled).
  const stillWaiting = packages.some(
    ({ pack, shipment: other }) => pack.id !== request.packageId && other?.deliveryNumber == null && carrierOf(order.market, order.deliveryCode, pack.kind) !== null,
  );
  if (!stillWaiting && order.status === 'packed') await setStatus(context, 'handed_to_carrier');
}
