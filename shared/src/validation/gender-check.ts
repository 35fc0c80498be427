import type { Market } from '../contract/common';
import { parseBirthNumber } from './birth-number';
import type { Gender } from './gender';

/**
 * The gender a personal number encodes: a Czech birth number adds 50 (or 70) to a woman's month,
 * a CNP's first digit is odd for men and even for women (9, foreigners, tells nothing).
 * Null when the number says nothing or is not valid (its own field reports that).
 */
export function genderOfPersonalNumber(market: Market, number: string): Gender | null {
  if (market === 'CZ') return parseBirthNumber(number)?.gender ?? null;
  const sexDigit = Number(number.trim().charAt(0));
  if (!/^\d{13}$/.test(number.trim()) || sexDigit === 0 || sexDigit === 9) return null;
  return sexDigit % 2 === 1 ? 'male' : 'female';
}

/** The chosen gender agrees with the personal number, or the number tells none. */
export function genderAgrees(market: Market, number: string, gender: string): boolean {
  const encoded = genderOfPersonalNumber(market, number);
  return encoded === null || encoded === gender;
}
