import { MarketSchema, type Locale, type Market } from '../contract/common';
import * as v from 'valibot';

/** What differs between the Czech and the Romanian shop (not the language: the user picks that). */
export interface MarketConfig {
  market: Market;
  currency: 'CZK' | 'RON';
  /** Written after the amount. */
  currencySymbol: 'Kč' | 'Lei';
  /** Digits after the decimal sign: CZK shows hellers only when there are any; Lei never shows bani (spec section 9). */
  maxFractionDigits: 0 | 2;
  thousandsSeparator: string;
  decimalSeparator: string;
  defaultLocale: Locale;
  phonePrefix: '+420' | '+40';
  /** Picks the Romanian slugs and validators (e.g. the telephones type slug, CNP instead of birth number). */
  isRomanianMarket: boolean;
}

/**
 * The no-break space keeps `1 299 Kč` on one line. It is written out here rather than taken
 * from Intl, whose separators (U+00A0 or U+202F) change with the ICU data of the runtime.
 */
export const NO_BREAK_SPACE = '\u00a0';

export const MARKETS: Readonly<Record<Market, MarketConfig>> = {
  CZ: {
    market: 'CZ',
    currency: 'CZK',
    currencySymbol: 'Kč',
    maxFractionDigits: 2,
    thousandsSeparator: NO_BREAK_SPACE,
    decimalSeparator: ',',
    defaultLocale: 'cs',
    phonePrefix: '+420',
    isRomanianMarket: false,
  },
  // ro-RO groups thousands with a dot (1.299 Lei), as Romanian shops print prices.
  RO: {
    market: 'RO',
    currency: 'RON',
    currencySymbol: 'Lei',
    maxFractionDigits: 0,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    defaultLocale: 'ro',
    phonePrefix: '+40',
    isRomanianMarket: true,
  },
};

export function marketConfig(market: Market): MarketConfig {
  return MARKETS[market];
}

/** Reads `MARKET` (e.g. from the environment): CZ when unset, an error for anything else. */
export function parseMarket(value: string | undefined): Market {
  if (value === undefined || value === '') return 'CZ';
  const checked = v.safeParse(MarketSchema, value.toUpperCase());
  if (!checked.success) throw new Error(`MARKET must be CZ or RO, got "${value}"`);
  return checked.output;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * `1 299 Kč` (no-break spaces, `1 299,50 Kč` when there are hellers) or `1.299 Lei`
 * (rounded to whole Lei). Negative amounts start with a hyphen-minus.
 */
export function formatPrice(amount: number, market: Market): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format price ${amount}`);
  const config = MARKETS[market];
  const scale = 10 ** config.maxFractionDigits;
  const scaled = Math.round(Math.abs(amount) * scale);
  const whole = Math.floor(scaled / scale);
  const fraction = scaled % scale;
  const sign = amount < 0 && scaled !== 0 ? '-' : '';
  let number = groupThousands(String(whole), config.thousandsSeparator);
  if (fraction !== 0) number += config.decimalSeparator + String(fraction).padStart(config.maxFractionDigits, '0');
  return `${sign}${number}${NO_BREAK_SPACE}${config.currencySymbol}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DD.MM.YYYY (spec section 5) for both languages. A plain `YYYY-MM-DD` string is taken as a
 * calendar date, so no time zone can move it to the day before; other values go through Date
 * and show the local day.
 */
export function formatDate(date: Date | string): string {
  if (typeof date === 'string') {
    const iso = ISO_DATE.exec(date);
    if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  }
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Cannot format date ${String(date)}`);
  const day = String(value.getDate()).padStart(2, '0');
  const month = String(value.getMonth() + 1).padStart(2, '0');
  return `${day}.${month}.${String(value.getFullYear()).padStart(4, '0')}`;
}

/** `25.11.2026 14:05`: the spec's date (section 5) with the local time of day, the same on every desk and page. */
export function formatDateTime(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return `${formatDate(value)} ${String(value.getHours()).padStart(2, '0')}:${String(value.getMinutes()).padStart(2, '0')}`;
}

/** `0,4 kg`, `12,25 kg`: both languages write a decimal comma; at most three decimals (grams), no trailing zeros. */
export function formatWeight(kilograms: number): string {
  return `${kilograms.toFixed(3).replace(/\.?0+$/, '').replace('.', ',')} kg`;
}
