/** One weekday's repair intake: hourly slots from `opensAt` to `closesAt` (the last slot starts an hour before). */
export interface IntakeDay {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

const weekdays = (from: number, to: number, opensAt: string, closesAt: string): IntakeDay[] =>
  Array.from({ length: to - from + 1 }, (_, offset) => ({ weekday: from + offset, opensAt, closesAt }));

/**
 * Intake days for the opening-hours texts the store seed uses (0 Sunday .. 6 Saturday).
 * Repairs are taken in while the shop is open, ending an hour before closing.
 */
const intakeByOpeningHours: Record<string, IntakeDay[]> = {
  'Po–Pá 9:00–19:00, So 9:00–13:00': [...weekdays(1, 5, '09:00', '18:00'), ...weekdays(6, 6, '09:00', '12:00')],
  'Po–Ne 9:00–21:00': weekdays(0, 6, '09:00', '20:00'),
  'Po–Pá 8:00–18:00': weekdays(1, 5, '08:00', '17:00'),
  'Lun–Vin 9:00–19:00, Sâm 10:00–14:00': [...weekdays(1, 5, '09:00', '18:00'), ...weekdays(6, 6, '10:00', '13:00')],
  'Lun–Dum 10:00–22:00': weekdays(0, 6, '10:00', '21:00'),
  'Lun–Vin 8:00–18:00': weekdays(1, 5, '08:00', '17:00'),
};

/** Working days 9 to 17 when a store's hours are not one of the known texts. */
export function intakeDays(openingHours: string): IntakeDay[] {
  return intakeByOpeningHours[openingHours] ?? weekdays(1, 5, '09:00', '17:00');
}

/** Technicians per slot: the capital cities' centers have more benches; weekends run with one. */
export function slotCapacity(city: string, weekday: number): number {
  if (weekday === 0 || weekday === 6) return 1;
  return city === 'Praha' || city === 'București' ? 3 : 2;
}
