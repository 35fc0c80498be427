function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether year-month-day (month 1-12) is a real day of the Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : daysInMonth[month - 1]!;
  return day <= lastDay;
}

/** `YYYY-MM-DD` of a calendar day. */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The `YYYY-MM-DD` of `today` in the local time zone. */
export function localIsoDate(today: Date): string {
  return toIsoDate(today.getFullYear(), today.getMonth() + 1, today.getDate());
}

export interface TodayOption {
  /** The current date, asked for at validation time; defaults to `new Date()`. Tests pass a fixed day. */
  today?: () => Date;
}

export function currentDate(option: TodayOption): Date {
  return option.today ? option.today() : new Date();
}
