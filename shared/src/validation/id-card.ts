import type { Market } from '../contract/common';
import { requiredField } from './field';

const idCardPatterns: Record<Market, RegExp> = {
  // Občanský průkaz: a 9-digit number.
  CZ: /^\d{9}$/,
  // Carte de identitate: a two-letter series and a 6-digit number (`RX 123456`);
  // the electronic card (CEI) has a 7-digit number, 9 characters in all.
  RO: /^[A-Z]{2}\d{6,7}$/,
};

/** The number without spaces, letters in upper case, or null if it is not an ID card number of the market. */
export function normalizeIdCardNumber(text: string, market: Market): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return idCardPatterns[market].test(compact) ? compact : null;
}

export function idCardNumberSchema(market: Market) {
  return requiredField((text) => normalizeIdCardNumber(text, market), 'invalid_id_card');
}
