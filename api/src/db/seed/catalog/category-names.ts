import type { Market } from '@shop/shared/contract/common';
import { slugify } from '../slugify';
import { modelLines } from './model-lines';
import { productTypeSeeds, type ProductTypeCode } from './product-types';

export interface Names {
  cs: string;
  ro: string;
}

/** The market's own language: categories are kept in it, menus in both. */
export function marketName(market: Market, names: Names): string {
  return market === 'CZ' ? names.cs : names.ro;
}

export const accessoryRoot: Names = { cs: 'Příslušenství', ro: 'Accesorii' };
export const accessoryChildren: Names[] = [
  { cs: 'Nabíječky a kabely', ro: 'Încărcătoare și cabluri' },
  { cs: 'Pouzdra a kryty', ro: 'Huse și carcase' },
  { cs: 'Ochranná skla', ro: 'Folii de protecție' },
  { cs: 'Sluchátka', ro: 'Căști' },
  { cs: 'Powerbanky', ro: 'Baterii externe' },
];

export type ProductTypeSeed = (typeof productTypeSeeds)[number];

export function typeNames(type: ProductTypeSeed): Names {
  return { cs: type.nameCs, ro: type.nameRo };
}

/**
 * The catalogue address of a type's category. Smart watches keep the legacy selector value
 * `prislusenstvi`, so their catalogue address is built from the name instead.
 */
export function typeSeoName(market: Market, type: ProductTypeSeed): string {
  if (type.code === 'smart-watches') return slugify(marketName(market, typeNames(type)));
  return market === 'CZ' ? type.slugCz : type.slugRo;
}

export function makersOf(type: ProductTypeCode): string[] {
  return [...new Set(modelLines.filter((line) => line.type === type).map((line) => line.manufacturer))].sort();
}
