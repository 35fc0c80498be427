import type { InstallmentTeaser } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';

/** Installments are offered from this price up (whole CZK / Lei). */
export const INSTALLMENT_MIN_PRICE: Record<Market, number> = { CZ: 3000, RO: 600 };
/** The longest plan offered; its monthly payment is the "from N per month" figure. */
export const INSTALLMENT_LONGEST_MONTHS = 24;

/**
 * "Installments from N per month": the price spread over the longest plan, rounded up to a whole
 * unit, without interest (the real figure comes from the installment provider in the cart).
 */
export function installmentTeaser(price: number, market: Market): InstallmentTeaser | null {
  if (price < INSTALLMENT_MIN_PRICE[market]) return null;
  return { months: INSTALLMENT_LONGEST_MONTHS, monthly_payment: Math.ceil(price / INSTALLMENT_LONGEST_MONTHS) };
}
