import type { InvoiceVatRow } from '../db/schema/invoices';

/** Electronics are at the standard rate in both markets (MARKETS.md §3: 21 % in CZ and RO in 2026). */
export const STANDARD_VAT_PERCENT = 21;

/** VAT from a gross amount in whole units, kept in hundredths: VAT is not rounded to whole koruny (MARKETS.md §3). */
export function vatRowOf(grossWhole: number, rate = STANDARD_VAT_PERCENT): InvoiceVatRow {
  const total = grossWhole * 100;
  const base = Math.round((total * 100) / (100 + rate));
  return { rate, base, vat: total - base, total };
}
