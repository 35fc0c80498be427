import { isIsoCalendarDate } from '@shop/shared/contract/input';

/**
 * An amount as banks write it: `1 299,00` and `-1.299,50` (Czech, Romanian), `1,299.00` and `1299.00` (Banca
 * Transilvania), a currency name beside it. The last `.` or `,` followed by one or two digits is the decimal mark; other
 * marks and spaces group thousands. Null when the cell is no amount.
 */
export function statementAmount(cell: string): number | null {
  const text = cell.replace(/[\s\u00a0\u202f']/g, '').replace(/(CZK|RON|LEI|Kč)$/i, '');
  if (!/^[+-]?[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const negative = text.startsWith('-');
  const digits = text.replace(/^[+-]/, '');
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || whole.length > 12) return null;
  const value = Number(whole) + (decimal ? Number(`0.${decimal[1]}`) : 0);
  return negative ? -value : value;
}

/**
 * A booking day as banks write it: `5.1.2026`, `05.01.2026` (Czech), `2026-01-05` (Banca Transilvania),
 * `05/01/2026` or `05-01-2026` (day first, as Romanian banks); a time after it is ignored. The ISO day, or null.
 */
export function statementDate(cell: string): string | null {
  const text = cell.trim().split(/[\sT]/)[0] ?? '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  const day = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : null;
  return day && isIsoCalendarDate(day) ? day : null;
}

/** The order number in free text: `E` and nine digits (spaces and case as people type them), else a lone nine-digit number. */
export function orderNumberIn(text: string): string | null {
  const marked = /(?:^|[^A-Za-z0-9])E\s?(\d{9})(?!\d)/i.exec(text);
  if (marked) return `E${marked[1]}`;
  const bare = [...new Set([...text.matchAll(/(?<![\d/.,])(\d{9})(?![\d/.,])/g)].map((found) => found[1]!))];
  // Two candidates: guessing would settle the wrong order; the line stays for staff.
  return bare.length === 1 ? `E${bare[0]}` : null;
}

/** A Czech variable symbol: digits only, leading zeros dropped (banks pad it to ten). */
export function variableSymbol(cell: string): string {
  const digits = cell.replace(/\s/g, '');
  return /^\d{1,10}$/.test(digits) ? digits.replace(/^0+/, '') : '';
}
