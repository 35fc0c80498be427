import { DISCOUNT_CSV_COLUMNS, type DiscountKind } from '../contract/admin-discounts';

/** What one CSV row holds: the import's columns (scope and stacking are not in the file format). */
export interface DiscountCsvRow {
  code: string;
  kind: DiscountKind;
  value: number;
  valid_from: string;
  valid_to: string;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  minimum_order: number;
}

/**
 * Discounts as the CSV the import reads (issue #33): the import's columns, `;` as Czech and Romanian Excel expect,
 * CRLF, UTF-8 with a BOM so Excel reads the file as UTF-8. Every cell is a code of letters and digits, a kind, a
 * whole number or an ISO day, so none needs quoting or can start a formula. The grid's export and a generated batch
 * both use it, so an exported file can be edited and imported again.
 */
export function discountCsv(rows: readonly DiscountCsvRow[]): string {
  const cells = (row: DiscountCsvRow) => DISCOUNT_CSV_COLUMNS.map((column) => String(row[column] ?? ''));
  return `\uFEFF${[DISCOUNT_CSV_COLUMNS.join(';'), ...rows.map((row) => cells(row).join(';'))].join('\r\n')}\r\n`;
}
