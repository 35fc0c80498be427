import type { Quality } from '@shop/shared/buyout/quality';
import type { Market } from '@shop/shared/contract/common';

/** CZK per Lei, rounded: Romanian prices follow the Czech ones at this rate. */
const CZK_PER_LEI = 5;

/** VAT included in the prices, percent (both markets' standard rate). */
export const VAT_RATE: Record<Market, number> = { CZ: 21, RO: 21 };

/** A new device loses about this share of its price every year it stays on sale. */
const YEARLY_PRICE_DROP = 0.08;

/** The share of the new price a used device in each grade sells for. */
export const USED_PRICE_SHARE: Record<Quality, number> = { 'A+': 0.82, A: 0.75, B: 0.66, C: 0.55, D: 0.42 };

/** Shop prices end in 9: 12 999 Kč, 2 599 Lei (whole units, no decimals in either market). */
export function shopPrice(czk: number, market: Market): number {
  const amount = market === 'CZ' ? czk : czk / CZK_PER_LEI;
  const step = market === 'CZ' ? (amount >= 2000 ? 100 : 10) : amount >= 400 ? 10 : 1;
  return Math.max(step, Math.round(amount / step) * step) - 1;
}

/** Today's new price in CZK of a device launched at `launchCzk` in `releaseYear`. */
export function currentNewPriceCzk(launchCzk: number, releaseYear: number, year: number): number {
  return launchCzk * (1 - YEARLY_PRICE_DROP) ** Math.max(0, year - releaseYear);
}
