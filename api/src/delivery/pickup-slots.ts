import { RESERVATION_READY_MINUTES } from '@shop/shared/contract/checkout';

const OPEN_HOUR = 9;
const CLOSE_HOUR = 19;
const DAYS_AHEAD = 2;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Pickup time slots of a store: whole hours in opening time, the first at least the reservation
 * time (30 minutes) ahead when everything is on the shelf, else from the day the goods arrive.
 * Ids are `YYYY-MM-DDTHH:MM` (the server's local time).
 */
export function pickupSlots(now: Date, readyInDays: number): { id: string; label: string }[] {
  const earliest = new Date(now.getTime() + RESERVATION_READY_MINUTES * 60_000);
  const slots: { id: string; label: string }[] = [];
  for (let day = readyInDays; day < readyInDays + DAYS_AHEAD; day++) {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day);
    for (let hour = OPEN_HOUR; hour < CLOSE_HOUR; hour++) {
      const start = new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour);
      if (start < earliest) continue;
      const id = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
      slots.push({ id, label: `${date.getDate()}. ${date.getMonth() + 1}. ${hour}:00–${hour + 1}:00` });
    }
  }
  return slots;
}
