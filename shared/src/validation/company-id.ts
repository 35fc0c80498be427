import type { Market } from '../contract/common';
import { optionalField, requiredField } from './field';

// A company invoice names the company by its registration number (TIN: CZ IČO, RO CUI/CIF)
// and, when it pays VAT, its VAT number (CZ DIČ, RO "RO" + CUI). Both registration numbers
// carry a check digit, so a typo is caught before the invoice is made out to a wrong company.

/** IČO: 8 digits (shorter ones are written with leading zeros), the last a mod-11 check digit. */
export function isValidIco(digits: string): boolean {
  if (!/^\d{8}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 7)].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  return (11 - (sum % 11)) % 10 === Number(digits[7]);
}

const CUI_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/** CUI/CIF: 2 to 10 digits, the last a check digit by the key 753217532 (mod 11, 10 counts as 0). */
export function isValidCui(digits: string): boolean {
  if (!/^[1-9]\d{1,9}$/.test(digits)) return false;
  const body = digits.slice(0, -1).padStart(9, '0');
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * CUI_KEY[index]!, 0);
  return ((sum * 10) % 11) % 10 === Number(digits.at(-1));
}

function compact(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/** The registration number as stored (digits only), or null when it is not one of the market. */
export function normalizeTin(text: string, market: Market): string | null {
  const value = compact(text);
  if (market === 'CZ') {
    const digits = value.padStart(8, '0');
    return /^\d{6,8}$/.test(value) && isValidIco(digits) ? digits : null;
  }
  const digits = value.replace(/^RO/, '');
  return isValidCui(digits) ? digits : null;
}

/**
 * The VAT number as stored (`CZ12345679`, `RO18547290`), or null. A Czech DIČ is CZ plus the
 * IČO of a company or 9-10 digits (a self-employed person's birth number).
 */
export function normalizeVatNumber(text: string, market: Market): string | null {
  const value = compact(text);
  if (market === 'CZ') {
    const match = /^CZ(\d{8,10})$/.exec(value);
    if (!match) return null;
    const digits = match[1]!;
    return digits.length > 8 || isValidIco(digits) ? value : null;
  }
  const match = /^RO(\d{2,10})$/.exec(value);
  return match && isValidCui(match[1]!) ? value : null;
}

export function tinSchema(market: Market) {
  return requiredField((text) => normalizeTin(text, market), 'invalid_tin');
}

/** Optional: a company that does not pay VAT has none. */
export function vatNumberSchema(market: Market) {
  return optionalField((text) => normalizeVatNumber(text, market), 'invalid_vatn');
}
