import { SERVICE_BOOKING_DAYS_AHEAD, type ServiceSlot } from '@shop/shared/contract/service';
import type { LocalMoment } from '../../i18n/market-clock';

export interface IntakeSchedule {
  opensAt: string;
  closesAt: string;
  slotMinutes: number;
  capacity: number;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 0 Sunday .. 6 Saturday of a calendar date, whatever the server's time zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A real calendar date (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;
}

/** Today and the following days up to SERVICE_BOOKING_DAYS_AHEAD, in the centers' local calendar. */
export function isBookableDate(date: string, now: LocalMoment): boolean {
  return isCalendarDate(date) && date >= now.date && date < addDays(now.date, SERVICE_BOOKING_DAYS_AHEAD);
}

/**
 * A center's slots on `date`: one every `slotMinutes` from opening to the end of intake,
 * each with what is left of its capacity after `booked` (start time -> devices booked).
 * Slots that have begun, and every slot of a day outside the booking window, are left out.
 */
export function daySlots(date: string, schedule: IntakeSchedule | undefined, booked: ReadonlyMap<string, number>, now: LocalMoment): ServiceSlot[] {
  if (!schedule || !isBookableDate(date, now)) return [];
  const slots: ServiceSlot[] = [];
  for (let start = toMinutes(schedule.opensAt); start < toMinutes(schedule.closesAt); start += schedule.slotMinutes) {
    const time = toTime(start);
    if (date === now.date && time <= now.time) continue;
    slots.push({
      id: `${date}T${time}`,
      time,
      capacity: schedule.capacity,
      capacity_left: Math.max(0, schedule.capacity - (booked.get(time) ?? 0)),
    });
  }
  return slots;
}
