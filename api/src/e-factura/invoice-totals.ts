import type { RoInvoice } from './invoice-data';

export interface VatGroup {
  percent: number;
  taxableBani: number;
  taxBani: number;
}

export interface InvoiceTotals {
  lines: { netBani: number }[];
  groups: VatGroup[];
  netBani: number;
  taxBani: number;
  grossBani: number;
}

/** Line nets, then VAT per rate over the rate's sum (EN 16931 BR-CO-17: rounded per group, not per line). */
export function invoiceTotals(invoice: RoInvoice): InvoiceTotals {
  const lines = invoice.lines.map((line) => ({ netBani: Math.round(line.quantity * line.unitNetBani) }));
  const byRate = new Map<number, number>();
  invoice.lines.forEach((line, index) => byRate.set(line.vatPercent, (byRate.get(line.vatPercent) ?? 0) + lines[index]!.netBani));
  const groups = [...byRate].map(([percent, taxableBani]) => ({ percent, taxableBani, taxBani: Math.round((taxableBani * percent) / 100) }));
  const netBani = lines.reduce((sum, line) => sum + line.netBani, 0);
  const taxBani = groups.reduce((sum, group) => sum + group.taxBani, 0);
  return { lines, groups, netBani, taxBani, grossBani: netBani + taxBani };
}
