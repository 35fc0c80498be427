import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import { normalizePhone } from '@shop/shared/validation/phone';
import type { Db } from '../../db/database';
import { serviceOrders } from '../../db/schema/service';
import { validationError } from '../../http/http-error';
import { translate } from '../../i18n/server-i18n';

/**
 * One customer (the same e-mail or phone) may hold only a few booked slots at once
 * (OPEN_BOOKINGS_PER_CUSTOMER), so nobody fills the calendar; a booking counts until the
 * device is received or the booking cancelled.
 */
export async function refuseOverOpenBookingCap(db: Db, market: Market, body: { e_mail: string; phone_number: string }, cap: number, locale: Locale): Promise<void> {
  const phone = normalizePhone(body.phone_number, market);
  const sameCustomer = or(sql`lower(${serviceOrders.email}) = ${body.e_mail.trim().toLowerCase()}`, phone ? eq(serviceOrders.phone, phone) : undefined);
  const [row] = await db
    .select({ open: count() })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.market, market), eq(serviceOrders.status, 'booked'), sameCustomer));
  if (row!.open >= cap) throw validationError({ non_field_errors: [translate(locale, 'service.too_many_open_bookings', { count: cap })] });
}
