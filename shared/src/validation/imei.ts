import { optionalField } from './field';

/** Luhn check over a string of digits: the last digit checks the rest. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/**
 * The 15 IMEI digits, or null. Spaces and dashes are dropped because phones and
 * boxes print the IMEI in groups (`35-209900-176148-1`); the 16-digit IMEISV is not an IMEI.
 */
export function normalizeImei(text: string): string | null {
  const digits = text.replace(/[\s-]+/g, '');
  return /^\d{15}$/.test(digits) && passesLuhn(digits) ? digits : null;
}

/** Blank allowed: devices without a cellular modem have no IMEI (the device schema asks for IMEI or serial number). */
export const optionalImeiSchema = optionalField(normalizeImei, 'invalid_imei');
