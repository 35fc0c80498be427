import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Locale } from '@shop/shared/contract/common';
import { fieldError } from '../http/translated-errors';
import type { PricedCart } from '../cart/cart-pricing';
import type { Db } from '../db/database';
import { buyouts } from '../db/schema/buyout';
import { orderLines, shopOrders } from '../db/schema/cart';

/** The order line kind that records a buyout given as a bonus; the line is what marks the buyout used. */
export const BUYOUT_BONUS_KIND = 'buyout_bonus';

/** The product code of that line; one code per buyout, so finding it finds the use. */
export function buyoutLineCode(buyoutId: number): string {
  return `BUYOUT-${buyoutId}`;
}

/** Whether an order already took this buyout as a bonus; a cancelled order gives it back (O-R4). */
export async function buyoutUsedInOrder(db: Db, buyoutId: number): Promise<boolean> {
  const [used] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(shopOrders, eq(shopOrders.id, orderLines.orderId))
    .where(and(eq(orderLines.kind, BUYOUT_BONUS_KIND), eq(orderLines.productCode, buyoutLineCode(buyoutId)), ne(shopOrders.status, 'cancelled')))
    .limit(1);
  return used !== undefined;
}

/**
 * Claims the buyouts this order gives as bonuses, inside the order's transaction. The buyout
 * rows are locked (in id order, so no deadlock) before looking for an earlier use: a concurrent
 * submit with the same buyout waits here until this order commits, then finds its line and is
 * refused (400), so no buyout is used twice and nothing of the refused order is stored.
 */
export async function claimBuyouts(tx: Db, locale: Locale, priced: PricedCart): Promise<void> {
  const ids = [...new Set(priced.lines.filter((line) => line.buyoutId !== null && (priced.linePrices.get(line.id)?.bonus ?? 0) > 0).map((line) => line.buyoutId!))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: buyouts.id }).from(buyouts).where(inArray(buyouts.id, ids)).orderBy(buyouts.id).for('update');
  for (const id of ids) {
    if (await buyoutUsedInOrder(tx, id)) throw fieldError(locale, 'non_field_errors', 'cart.buyout_not_usable');
  }
}
