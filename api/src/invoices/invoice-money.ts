import type { Market } from '@shop/shared/contract/common';

const SYMBOL: Record<Market, string> = { CZ: 'Kč', RO: 'lei' };
const GROUP: Record<Market, string> = { CZ: '\u00a0', RO: '.' };

/**
 * An invoice amount in hundredths with both decimals, `1 299,50 Kč` / `1.299,99 lei` (MARKETS.md §3): a tax document
 * shows haléře and bani even where the shop's pages round to whole lei.
 */
export function invoiceMoney(hundredths: number, market: Market): string {
  const sign = hundredths < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(hundredths));
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[market]);
  return `${sign}${whole},${String(absolute % 100).padStart(2, '0')}\u00a0${SYMBOL[market]}`;
}
