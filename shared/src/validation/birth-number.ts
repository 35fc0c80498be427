import { currentDate, isCalendarDate, localIsoDate, toIsoDate, type TodayOption } from './calendar';
import { requiredField } from './field';
import type { Gender } from './gender';

export interface BirthNumber {
  /** Digits only, without the slash. */
  number: string;
  /** `YYYY-MM-DD` */
  birthDate: string;
  gender: Gender;
}

/** Month offsets: women +50; since 2004, when a day's serials run out, +20 (men) and +70 (women). */
function decodeMonth(encoded: number, year: number): { month: number; gender: Gender } | null {
  if (encoded >= 1 && encoded <= 12) return { month: encoded, gender: 'male' };
  if (encoded >= 51 && encoded <= 62) return { month: encoded - 50, gender: 'female' };
  if (year < 2004) return null;
  if (encoded >= 21 && encoded <= 32) return { month: encoded - 20, gender: 'male' };
  if (encoded >= 71 && encoded <= 82) return { month: encoded - 70, gender: 'female' };
  return null;
}

/**
 * 9-digit numbers were issued until 1953, 10-digit ones from 1954, so a 10-digit
 * year 00-53 means 2000-2053. A 9-digit year 54-99 would mean 1854-1899: no
 * customer was born then, so it is taken for a 10-digit number missing a digit.
 */
function decodeYear(twoDigitYear: number, length: number): number | null {
  if (length === 9) return twoDigitYear < 54 ? 1900 + twoDigitYear : null;
  return twoDigitYear < 54 ? 2000 + twoDigitYear : 1900 + twoDigitYear;
}

/**
 * 10-digit numbers are divisible by 11; before 1985 a number whose first nine
 * digits leave remainder 10 was issued with the check digit 0 instead.
 */
function passesCheck(digits: string, year: number): boolean {
  if (digits.length === 9) return true;
  if (Number(digits) % 11 === 0) return true;
  return year < 1985 && Number(digits.slice(0, 9)) % 11 === 10 && digits.endsWith('0');
}

/**
 * Reads a Czech birth number (rodné číslo), `YYMMDD/SSSC` or `YYMMDD/SSS`, the slash
 * optional. Null when the format, the date, the check or a date after `today` (if given) is wrong.
 */
export function parseBirthNumber(text: string, options: { today?: Date } = {}): BirthNumber | null {
  const match = /^(\d{2})(\d{2})(\d{2})\s*\/?\s*(\d{3,4})$/.exec(text.trim());
  if (!match) return null;
  const [yy, mm, dd, serial] = match.slice(1) as [string, string, string, string];
  const digits = yy + mm + dd + serial;
  const year = decodeYear(Number(yy), digits.length);
  if (year === null) return null;
  const decoded = decodeMonth(Number(mm), year);
  if (!decoded || !isCalendarDate(year, decoded.month, Number(dd))) return null;
  if (!passesCheck(digits, year)) return null;
  const birthDate = toIsoDate(year, decoded.month, Number(dd));
  if (options.today && birthDate > localIsoDate(options.today)) return null;
  return { number: digits, birthDate, gender: decoded.gender };
}

/** Outputs the digits without the slash; a birth date after today is refused. */
export function birthNumberSchema(options: TodayOption = {}) {
  return requiredField(
    (text) => parseBirthNumber(text, { today: currentDate(options) })?.number ?? null,
    'invalid_birth_number',
  );
}
