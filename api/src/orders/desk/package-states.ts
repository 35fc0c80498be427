import { and, eq, inArray } from 'drizzle-orm';
import type { DELIVERY_STATUSES, OrderStatus } from '@shop/shared/orders/order-states';
import type { Db } from '../../db/database';
import { orderPackages } from '../../db/schema/cart';
import type { ShopOrderRow } from '../order-access';
import { carrierOf } from '../deliveries/carrier-of';

type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const NOT_LEFT: DeliveryStatus[] = ['new', 'picking', 'packed'];
const ON_THE_WAY: DeliveryStatus[] = [...NOT_LEFT, 'handed_to_carrier', 'in_transit'];

/**
 * What an order's move means for its packages that are behind it (O-R7), so the order, its packages, the grid's
 * delivery column and the customer's page tell one story: a delivered order has delivered parcels. A hand-over or
 * pickup concerns only parcels something carries or a customer collects; an e-licence follows delivery and return.
 */
const PACKAGES_FOLLOW: Partial<Record<OrderStatus, { to: DeliveryStatus; from: DeliveryStatus[]; applies: (order: ShopOrderRow, kind: string) => boolean }>> = {
  handed_to_carrier: { to: 'handed_to_carrier', from: NOT_LEFT, applies: (order, kind) => carrierOf(order.market, order.deliveryCode, kind) !== null },
  ready_for_pickup: { to: 'ready_for_pickup', from: ON_THE_WAY, applies: (_order, kind) => kind !== 'e_licence' },
  delivered: { to: 'delivered', from: [...ON_THE_WAY, 'ready_for_pickup'], applies: () => true },
  returned: { to: 'returned', from: [...ON_THE_WAY, 'ready_for_pickup', 'delivered'], applies: () => true },
};

export async function packagesFollowOrder(tx: Db, order: ShopOrderRow, to: OrderStatus): Promise<void> {
  const rule = PACKAGES_FOLLOW[to];
  if (!rule) return;
  const packages = await tx
    .select({ id: orderPackages.id, kind: orderPackages.kind })
    .from(orderPackages)
    .where(and(eq(orderPackages.orderId, order.id), inArray(orderPackages.status, rule.from)));
  const moving = packages.filter((pack) => rule.applies(order, pack.kind)).map((pack) => pack.id);
  if (moving.length > 0) await tx.update(orderPackages).set({ status: rule.to }).where(inArray(orderPackages.id, moving));
}
