import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serviceOrders } from '../../db/schema/service';

/** `S` and 9 random digits: not guessable in sequence, short enough to read out on the phone. */
export async function newOrderNumber(db: Db): Promise<string> {
  for (;;) {
    const number = `S${String(randomInt(100_000_000, 1_000_000_000))}`;
    const [taken] = await db.select({ id: serviceOrders.id }).from(serviceOrders).where(eq(serviceOrders.orderNumber, number));
    if (!taken) return number;
  }
}

/**
 * Whether `contact` is the order's e-mail (case-insensitive) or phone. A phone may be typed in
 * any form the market's rule accepts; `normalizedPhone` is that form, or null when it is none.
 */
export function contactMatches(order: { email: string; phone: string }, contact: string, normalizedPhone: string | null): boolean {
  if (contact.includes('@')) return order.email.toLowerCase() === contact.trim().toLowerCase();
  return normalizedPhone !== null && normalizedPhone === order.phone;
}
