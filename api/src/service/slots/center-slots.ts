import { and, eq } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { ServiceSlot } from '@shop/shared/contract/service';
import type { Db } from '../../db/database';
import { serviceCenterSchedules, serviceSlotBookings } from '../../db/schema/service';
import { stores } from '../../db/schema/stores';
import { localMoment } from '../../i18n/market-clock';
import { daySlots, isCalendarDate, weekdayOf, type IntakeSchedule } from './slot-calendar';

/** A store of the market that takes repairs, or undefined. */
export async function findServiceCenter(db: Db, market: Market, id: number) {
  const [center] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.market, market), eq(stores.isService, true)));
  return center;
}

export async function intakeSchedule(db: Db, storeId: number, date: string): Promise<IntakeSchedule | undefined> {
  if (!isCalendarDate(date)) return undefined;
  const [row] = await db
    .select()
    .from(serviceCenterSchedules)
    .where(and(eq(serviceCenterSchedules.storeId, storeId), eq(serviceCenterSchedules.weekday, weekdayOf(date))));
  return row;
}

/** The center's slots on a local date with what is left of each; see `daySlots`. */
export async function centerSlots(db: Db, market: Market, storeId: number, date: string, now: Date = new Date()): Promise<ServiceSlot[]> {
  const schedule = await intakeSchedule(db, storeId, date);
  if (!schedule) return [];
  const bookings = await db
    .select({ time: serviceSlotBookings.slotTime, booked: serviceSlotBookings.booked })
    .from(serviceSlotBookings)
    .where(and(eq(serviceSlotBookings.storeId, storeId), eq(serviceSlotBookings.slotDate, date)));
  return daySlots(date, schedule, new Map(bookings.map((row) => [row.time, row.booked])), localMoment(market, now));
}
