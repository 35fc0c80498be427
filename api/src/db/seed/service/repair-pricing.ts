import type { Market } from '@shop/shared/contract/common';
import type { ProductTypeCode } from '../catalog/product-types';
import type { OperationKind, PriceTier } from './operation-kinds';

export interface RepairedModel {
  manufacturer: string;
  name: string;
  type: ProductTypeCode;
  releaseYear: number;
}

/** Read from the model name the way a service desk would: "Ultra", "Pro Max" and folding phones cost most. */
export function priceTier(model: RepairedModel): PriceTier {
  const name = model.name;
  if (/(Fold|Flip|Razr)/.test(name)) return 'foldable';
  if (/(Pro Max|Ultra|Pro XL|Pro 13|Pro 12\.9)/.test(name)) return 'premium';
  if (/(\bPro\b|\bPlus\b|\+|Magic|Mate|Pura|Fenix|Xperia 1)/.test(name)) return 'high';
  if (/(\bA1\d\b|\bA2\d\b|Moto G|Redmi|Lite|\bSE\b|\bFE\b|CE|X8b|CMF|\bA[89]\b|M1\d|\bnova\b|Instinct|Fit)/.test(name)) return 'budget';
  return 'standard';
}

const tierFactor: Record<PriceTier, number> = { budget: 0.5, standard: 1, high: 1.3, premium: 1.6, foldable: 2.6 };

/** Apple parts cost more than others of the same class. */
const makerFactor = (manufacturer: string) => (manufacturer === 'Apple' ? 1.15 : 1);

/** Tablets have larger, dearer displays; watches smaller parts but fiddly work. */
const typeFactor: Record<ProductTypeCode, number> = { phones: 1, tablets: 1.2, 'smart-watches': 0.7 };

/** Parts of older models get cheaper, about 8 % a year, down to 60 %. */
function ageFactor(releaseYear: number, referenceYear: number): number {
  return Math.max(0.6, 1 - 0.08 * Math.max(0, referenceYear - releaseYear));
}

/** Shop prices end in 90 (CZK: 4 990) or 9 (Lei: 999). */
function shopRound(value: number, market: Market): number {
  if (market === 'CZ') return Math.max(90, Math.round((value + 10) / 100) * 100 - 10);
  return Math.max(9, Math.round((value + 1) / 10) * 10 - 1);
}

/** Romanian prices: about 1 Lei for 5 CZK, with the local market's slightly lower labour costs. */
const CZK_PER_LEI = 5.2;

/** The price of one repair of one model in one market, in whole CZK or Lei. */
export function repairPrice(kind: OperationKind, model: RepairedModel, market: Market, referenceYear = 2024): number {
  const czk = kind.flat
    ? kind.basePriceCzk
    : kind.basePriceCzk * tierFactor[priceTier(model)] * makerFactor(model.manufacturer) * typeFactor[model.type] * ageFactor(model.releaseYear, referenceYear);
  return shopRound(market === 'CZ' ? czk : czk / CZK_PER_LEI, market);
}
