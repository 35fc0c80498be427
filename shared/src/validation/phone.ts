import type { Market } from '../contract/common';
import { requiredField } from './field';

interface PhonePlan {
  countryCode: string;
  /** Accepted forms without whitespace; group 1 is the 9-digit national significant number. */
  pattern: RegExp;
}

const phonePlans: Record<Market, PhonePlan> = {
  // Czech numbers have 9 digits; 0 and 1 never start a subscriber number.
  CZ: { countryCode: '+420', pattern: /^(?:\+420|00420)?([2-9]\d{8})$/ },
  // Romanian subscriber numbers: 2x/3x fixed lines, 7x mobiles; nationally written with a leading 0.
  RO: { countryCode: '+40', pattern: /^(?:\+40|0040|0)([237]\d{8})$/ },
};

/** The number in international form without spaces (`+420601123456`), or null if it is not a phone of the market. */
export function normalizePhone(text: string, market: Market): string | null {
  const plan = phonePlans[market];
  const match = plan.pattern.exec(text.replace(/\s+/g, ''));
  return match ? plan.countryCode + match[1] : null;
}

export function phoneSchema(market: Market) {
  return requiredField((text) => normalizePhone(text, market), 'invalid_phone');
}
