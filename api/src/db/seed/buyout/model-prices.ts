import { QUALITIES, type Quality } from '@shop/shared/buyout/quality';
import type { Market } from '@shop/shared/contract/common';
import type { ProductTypeCode } from '../catalog/product-types';

export interface PricedModel {
  manufacturer: string;
  type: ProductTypeCode;
  name: string;
  releaseYear: number;
}

/** What a new device of the line cost at launch, in CZK, before the variant's factor. */
const LAUNCH_PRICE_CZK: Record<ProductTypeCode, Record<string, number>> = {
  phones: { Apple: 23000, Samsung: 21000, Google: 19000, OnePlus: 17000, Sony: 22000, Xiaomi: 11000, Huawei: 15000, Honor: 11000, Nothing: 11000, Motorola: 9000 },
  tablets: { Apple: 16000, Samsung: 14000, Lenovo: 7000, Xiaomi: 8000, Huawei: 9000, Honor: 7000 },
  'smart-watches': { Apple: 11000, Samsung: 8000, Garmin: 12000, Google: 9000, Huawei: 6000, Xiaomi: 4000, OnePlus: 6000 },
};
const FALLBACK_LAUNCH_PRICE_CZK: Record<ProductTypeCode, number> = { phones: 10000, tablets: 8000, 'smart-watches': 6000 };

/** Model name patterns and how they price against the line's base model; the first match counts. */
const VARIANT_FACTORS: [RegExp, number][] = [
  [/redmi|galaxy a\d|moto g|\bfit\b/i, 0.45],
  [/fold/i, 1.9],
  [/pro max|ultra|pro xl/i, 1.45],
  [/flip/i, 1.3],
  [/pro|\+|plus/i, 1.2],
  [/mini/i, 0.85],
  [/\bFE\b|\blite\b/i, 0.75],
  [/\bSE\b/i, 0.6],
];

/** Share of the A+ price each grade is worth. */
const GRADE_SHARE: Record<Quality, number> = { 'A+': 1, A: 0.9, B: 0.78, C: 0.62, D: 0.4 };

/** A buyout pays about 60 % of the launch price for a new device, losing about a fifth of its value every year. */
const TRADE_IN_SHARE = 0.6;
const YEARLY_LOSS = 0.22;
const OLDEST_VALUE_SHARE = 0.08;

/** CZK per RON, rounded: Romanian prices follow the Czech ones at this rate. */
const CZK_PER_RON = 5;

/** Whole amounts the shops price in: 10 Kč, 5 Lei. */
const ROUNDING: Record<Market, number> = { CZ: 10, RO: 5 };
const MINIMAL_BUYOUT_PRICE: Record<Market, number> = { CZ: 200, RO: 40 };

export function roundPrice(amount: number, market: Market): number {
  return Math.round(amount / ROUNDING[market]) * ROUNDING[market];
}

export function launchPriceCzk(model: PricedModel): number {
  const base = LAUNCH_PRICE_CZK[model.type][model.manufacturer] ?? FALLBACK_LAUNCH_PRICE_CZK[model.type];
  const factor = VARIANT_FACTORS.find(([pattern]) => pattern.test(model.name))?.[1] ?? 1;
  return base * factor;
}

/** The A+ price of a model in a market, `year` being the year the seed runs. */
export function topPrice(model: PricedModel, market: Market, year: number): number {
  const age = Math.max(0, year - model.releaseYear);
  const share = Math.max(OLDEST_VALUE_SHARE, TRADE_IN_SHARE * (1 - YEARLY_LOSS) ** age);
  const czk = launchPriceCzk(model) * share;
  return roundPrice(market === 'CZ' ? czk : czk / CZK_PER_RON, market);
}

/** The price of every grade, best first, and the floor no answer can push the price under. */
export function gradePrices(model: PricedModel, market: Market, year: number): { prices: Record<Quality, number>; minimal: number } {
  const top = topPrice(model, market, year);
  const prices = Object.fromEntries(QUALITIES.map((quality) => [quality, roundPrice(top * GRADE_SHARE[quality], market)])) as Record<Quality, number>;
  return { prices, minimal: Math.min(MINIMAL_BUYOUT_PRICE[market], prices.D) };
}
