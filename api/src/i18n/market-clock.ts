import type { Market } from '@shop/shared/contract/common';

/** Where each market's service centers are: slot times are local to them. */
export const MARKET_TIME_ZONES: Record<Market, string> = { CZ: 'Europe/Prague', RO: 'Europe/Bucharest' };

export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

/** The wall-clock date and time in the market's time zone at `instant`. */
export function localMoment(market: Market, instant: Date = new Date()): LocalMoment {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: MARKET_TIME_ZONES[market],
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
