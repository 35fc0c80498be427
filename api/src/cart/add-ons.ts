import type { InsuranceKind } from '@shop/shared/contract/cart';
import type { Locale } from '@shop/shared/contract/common';

// The add-ons a device can take and how they are priced: a share of the device's price per
// piece, rounded to whole currency units. The server is the only place these prices come from.

export interface InsuranceOffer {
  id: number;
  kind: InsuranceKind;
  name: Record<Locale, string>;
  /** Per mille of the device price. */
  perMille: number;
}

export const INSURANCE_OFFERS: readonly InsuranceOffer[] = [
  { id: 1, kind: 'general', name: { cs: 'Pojištění proti poškození a krádeži', ro: 'Asigurare împotriva deteriorării și furtului' }, perMille: 80 },
  { id: 2, kind: 'screen', name: { cs: 'Pojištění displeje', ro: 'Asigurarea ecranului' }, perMille: 50 },
];

export interface WarrantyOffer {
  monthCount: number;
  perMille: number;
}

/** Extended manufacturer warranty beyond the legal 24 months. */
export const WARRANTY_OFFERS: readonly WarrantyOffer[] = [
  { monthCount: 12, perMille: 50 },
  { monthCount: 24, perMille: 90 },
];

export interface ProlongWarrantyOffer {
  code: string;
  name: Record<Locale, string>;
  perMille: number;
}

export const PROLONG_WARRANTY_OFFERS: readonly ProlongWarrantyOffer[] = [
  { code: 'PROLONG12', name: { cs: 'Prodloužená záruka o 1 rok', ro: 'Garanție extinsă cu 1 an' }, perMille: 40 },
  { code: 'PROLONG24', name: { cs: 'Prodloužená záruka o 2 roky', ro: 'Garanție extinsă cu 2 ani' }, perMille: 70 },
];

export function perMilleOf(price: number, perMille: number, quantity: number): number {
  return Math.round((price * perMille) / 1000) * quantity;
}

export const findInsurance = (id: number) => INSURANCE_OFFERS.find((offer) => offer.id === id);
export const findWarranty = (months: number) => WARRANTY_OFFERS.find((offer) => offer.monthCount === months);
export const findProlongWarranty = (code: string) => PROLONG_WARRANTY_OFFERS.find((offer) => offer.code === code.toUpperCase());
