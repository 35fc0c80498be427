import { parsePhoneNumberFromString, type MetadataJson, type NumberType } from 'libphonenumber-js/core';
import type { Market } from '../contract/common';
import { requiredField } from './field';
import metadataJson from './phone-metadata.json';

// libphonenumber-js's full metadata for the two markets only (scripts/refresh-phone-metadata.mjs).
const metadata = metadataJson as unknown as MetadataJson;

/** Types a person can be reached at; premium, free-phone, shared-cost and unallocated ranges are not. */
const PERSONAL_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'VOIP', 'PERSONAL_NUMBER']);

/** Separators people write between digit groups: `601 123 456`, `0740.123.456`, `0722-123-456`, `(021) 318 1234`, `601/123456`. */
const SEPARATORS = /[\s.\-/()]+/g;

/**
 * Romanians write national numbers with their trunk 0 (`0721 234 567`); without it, a number
 * is more likely a typo or another country's. Czech numbers have no trunk prefix.
 */
function writtenAsTheMarketDoes(compact: string, market: Market): boolean {
  if (compact.startsWith('+') || compact.startsWith('00')) return true;
  return market === 'RO' ? compact.startsWith('0') : !compact.startsWith('0');
}

/** The number in international form without spaces (`+420601123456`), or null if it is not a personal phone of the market. */
export function normalizePhone(text: string, market: Market): string | null {
  const compact = text.replace(SEPARATORS, '');
  if (!/^(?:\+|00)?\d+$/.test(compact) || !writtenAsTheMarketDoes(compact, market)) return null;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const parsed = parsePhoneNumberFromString(international, { defaultCountry: market }, metadata);
  if (!parsed || parsed.country !== market || !parsed.isValid()) return null;
  const type = parsed.getType();
  return type !== undefined && PERSONAL_TYPES.has(type) ? parsed.number : null;
}

/** A stored number as people of the market read it: `+420 601 123 456`, `+40 721 234 567`; anything else as it is. */
export function formatPhone(stored: string): string {
  return parsePhoneNumberFromString(stored, metadata)?.formatInternational() ?? stored;
}

export function phoneSchema(market: Market) {
  return requiredField((text) => normalizePhone(text, market), 'invalid_phone');
}
