import { currentDate, isCalendarDate, localIsoDate, toIsoDate, type TodayOption } from './calendar';
import { requiredField } from './field';

const CHECK_KEY = '279146358279';

/** Century of the birth year by the first digit; 7 and 8 (residents) and 9 (foreigners) do not encode it. */
const centuryBySexDigit: Record<string, number | undefined> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
};

/**
 * JJ: counties 01-46 (40-46 Bucharest and its sectors 1-6), the former
 * sectors 7 and 8 (47, 48), Călărași 51, Giurgiu 52, and 70, which the
 * ministry's new register (SIIEASC) gives to numbers issued since 2024.
 */
function isCountyCode(code: number): boolean {
  return (code >= 1 && code <= 48) || code === 51 || code === 52 || code === 70;
}

function checkDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * Number(CHECK_KEY[i]);
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
}

function hasValidBirthDate(sexDigit: string, yy: number, month: number, day: number, today?: Date): boolean {
  const century = centuryBySexDigit[sexDigit];
  if (century === undefined) {
    // Without a century only 29 February depends on it; either reading will do.
    return isCalendarDate(1900 + yy, month, day) || isCalendarDate(2000 + yy, month, day);
  }
  if (!isCalendarDate(century + yy, month, day)) return false;
  return !today || toIsoDate(century + yy, month, day) <= localIsoDate(today);
}

/**
 * A Romanian CNP (cod numeric personal), `SAALLZZJJNNNC`, or null: S 1-9,
 * a real birth date, a county code, a serial 001-999 and the check digit
 * computed with the key 279146358279 (remainder 10 gives 1). A birth date
 * after `today` (if given) is refused where the century is known.
 */
export function normalizeCnp(text: string, options: { today?: Date } = {}): string | null {
  const digits = text.replace(/\s+/g, '');
  const match = /^([1-9])(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})(\d)$/.exec(digits);
  if (!match) return null;
  const [sex = '', yy = '', mm = '', dd = '', county = '', serial = '', check = ''] = match.slice(1);
  if (!hasValidBirthDate(sex, Number(yy), Number(mm), Number(dd), options.today)) return null;
  if (!isCountyCode(Number(county)) || serial === '000') return null;
  return checkDigit(digits.slice(0, 12)) === Number(check) ? digits : null;
}

export function cnpSchema(options: TodayOption = {}) {
  return requiredField((text) => normalizeCnp(text, { today: currentDate(options) }), 'invalid_cnp');
}
