import type { Db } from '../db/database';
import { orderEvents } from '../db/schema/order-desk';

export type OrderEventKind = 'status' | 'cancelled' | 'product_added' | 'picking' | 'crate' | 'email' | 'handed_over' | 'scanned' | 'counted' | 'measured' | 'unscanned' | 'payment';

/** One line of the order's timeline, written in the same transaction as the change it tells. */
export async function recordOrderEvent(
  tx: Db,
  orderId: number,
  userId: number | null,
  kind: OrderEventKind,
  details: Record<string, string | number | null>,
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, userId, kind, details });
}
