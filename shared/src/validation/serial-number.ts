import { optionalField } from './field';

/**
 * A device serial number in upper case, or null. Manufacturers use 5 to 20
 * letters and digits (Apple 10-12, Samsung 11, others up to 20); spaces are
 * dropped because labels print them in groups, other characters are refused.
 */
export function normalizeSerialNumber(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9]{5,20}$/.test(compact) ? compact : null;
}

/** Blank allowed: the device schema asks for IMEI or serial number. */
export const optionalSerialNumberSchema = optionalField(normalizeSerialNumber, 'invalid_serial_number');
