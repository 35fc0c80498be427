import { createHmac, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import { sameToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { shopOrders } from '../db/schema/cart';

/** `E` and 9 random digits: not guessable in sequence, short enough to read out on the phone. */
export async function newOrderNumber(db: Db): Promise<string> {
  for (;;) {
    const number = `E${String(randomInt(100_000_000, 1_000_000_000))}`;
    const [taken] = await db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, number));
    if (!taken) return number;
  }
}

/**
 * The order's access secret: an HMAC of its number under SECRET_KEY (43 characters). Only the
 * server can make it, and a retried submit answers the same links without storing the secret.
 */
export function orderAccess(secretKey: string, orderNumber: string): string {
  return createHmac('sha256', secretKey).update(`order-access:${orderNumber}`).digest('base64url');
}

export function accessMatches(secretKey: string, orderNumber: string, access: string): boolean {
  return sameToken(access, orderAccess(secretKey, orderNumber));
}

const THANK_YOU_SEGMENT: Record<Market, string> = { CZ: 'dekujeme', RO: 'multumim' };

/** The thank-you page of an order: `/dekujeme/E123456789/<access>/` (RO `/multumim/...`). */
export function thankYouPath(market: Market, orderNumber: string, access: string): string {
  return `/${THANK_YOU_SEGMENT[market]}/${orderNumber}/${access}/`;
}

export type ShopOrderRow = typeof shopOrders.$inferSelect;

export async function findShopOrder(db: Db, market: Market, orderNumber: string): Promise<ShopOrderRow | undefined> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.orderNumber, orderNumber));
  return row && row.market === market ? row : undefined;
}
