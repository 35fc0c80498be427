import * as v from 'valibot';
import { currentDate, isCalendarDate, localIsoDate, toIsoDate, type TodayOption } from './calendar';
import { requiredField } from './field';

/**
 * Day, month, year with the same separator twice: `.` (cs `1. 2. 2024`, `1.2.24`,
 * ro `01.02.2024`) or `/` (ro `01/02/2024`); spaces around separators allowed.
 */
const LOCALE_DATE = /^(\d{1,2})\s*([./])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date typed in the order both markets use (day, month, year) as `YYYY-MM-DD`,
 * or null. Two-digit years fall in the century of `today`.
 */
export function parseLocaleDate(text: string, options: { today: Date }): string | null {
  const match = LOCALE_DATE.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[3]);
  const typedYear = match[4]!;
  const century = Math.floor(options.today.getFullYear() / 100) * 100;
  const year = typedYear.length === 2 ? century + Number(typedYear) : Number(typedYear);
  return isCalendarDate(year, month, day) ? toIsoDate(year, month, day) : null;
}

/** `YYYY-MM-DD` if the text is a real ISO calendar date, else null. */
export function parseIsoDate(text: string): string | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isCalendarDate(year, month, day) ? toIsoDate(year, month, day) : null;
}

/** `DD.MM.YYYY`, the spec's display format; text that is not an ISO date is returned unchanged. */
export function formatIsoDateAsDisplay(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

function parseAnyDate(text: string, today: Date): string | null {
  return parseIsoDate(text) ?? parseLocaleDate(text, { today });
}

/** A required date, ISO (`2024-02-01`, from a date picker or the API) or typed (`1. 2. 2024`); outputs ISO. */
export function dateSchema(options: TodayOption = {}) {
  return requiredField((text) => parseAnyDate(text, currentDate(options)), 'invalid_date');
}

/** Like `dateSchema`, and the date must be today or later (a document's validity). */
export function notPastDateSchema(options: TodayOption = {}) {
  return v.pipe(
    dateSchema(options),
    v.check((iso) => iso >= localIsoDate(currentDate(options)), 'date_in_past'),
  );
}
