import type { Market } from '../contract/common';
import { requiredField } from './field';

const postcodePatterns: Record<Market, RegExp> = {
  // PSČ: five digits, the first 1-7 (8 and 9 belong to Slovakia), usually written NNN NN.
  CZ: /^([1-7]\d{2}) ?(\d{2})$/,
  // Cod poștal: six digits; Bucharest's start with 0.
  RO: /^(\d{6})$/,
};

/** The postcode as the market writes it (`110 00` in CZ, `010011` in RO), or null if it is not one. */
export function normalizePostcode(text: string, market: Market): string | null {
  const match = postcodePatterns[market].exec(text.trim());
  if (!match) return null;
  return match.slice(1).join(' ');
}

export function postcodeSchema(market: Market) {
  return requiredField((text) => normalizePostcode(text, market), 'invalid_postcode');
}
