import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { PRICE_LIST_COLUMNS, PRICE_LIST_REQUIRED_COLUMNS, PRICE_LIST_ROWS_MAX } from '@shop/shared/contract/admin-feeds';
import { parseCsv } from '../csv/csv-table';
import { csvCell, csvText } from '../csv/csv-cell';
import { validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { INTEGER_MAX } from '@shop/shared/contract/input';

/** Same file types as the discount import: spreadsheets save CSV as text/csv, text/plain or application/vnd.ms-excel. */
const CSV_CONTENT_TYPES = new Set(['', 'text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values']);

/** UTF-8 with a byte order mark and `;`: what Czech and Romanian Excel open correctly with a double click. */
export function priceListCsv(rows: readonly { code: string; name: string; condition: string; price: number }[]): string {
  const lines = [PRICE_LIST_COLUMNS.join(';'), ...rows.map((row) => [row.code, row.name, row.condition, row.price].map(csvCell).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface PriceRow {
  line: number;
  code: string;
  price: number;
}

/**
 * The file's (code, price) rows, or a 400: "invalid file type", "missing columns", or the row-by-row report
 * `{ rows: { <line>: { code | price: [..] } } }`. A price may carry spaces as thousands separators ("12 990").
 */
export function priceRowsFromCsv(file: { file_name: string; content_type: string; content: string }, locale: Locale): PriceRow[] {
  const type = file.content_type.split(';')[0]!.trim().toLowerCase();
  if (!file.file_name.toLowerCase().endsWith('.csv') || !CSV_CONTENT_TYPES.has(type) || file.content.includes('\u0000')) {
    throw validationError({ file: [translate(locale, 'price_list.invalid_file_type')] });
  }
  const table = parseCsv(file.content);
  const missing = PRICE_LIST_REQUIRED_COLUMNS.filter((column) => !table.header.includes(column));
  if (missing.length > 0) throw validationError({ file: [translate(locale, 'price_list.missing_columns', { columns: missing.join(', ') })] });
  if (table.rows.length === 0) throw validationError({ file: [translate(locale, 'price_list.no_rows')] });
  if (table.rows.length > PRICE_LIST_ROWS_MAX) throw validationError({ file: [translate(locale, 'price_list.too_many_rows', { max: PRICE_LIST_ROWS_MAX })] });

  const report: FieldErrors = {};
  const seen = new Set<string>();
  const rows: PriceRow[] = [];
  for (const row of table.rows) {
    const code = csvText((row.cells[table.header.indexOf('code')] ?? '').trim());
    const priceText = (row.cells[table.header.indexOf('price')] ?? '').replace(/[\s\u00A0]/g, '');
    const errors: FieldErrors = {};
    if (code === '') errors.code = [translate(locale, 'price_list.unknown_code')];
    else if (seen.has(code)) errors.code = [translate(locale, 'price_list.code_twice')];
    const price = /^\d{1,10}$/.test(priceText) ? Number(priceText) : NaN;
    if (!(price >= 1 && price <= INTEGER_MAX)) errors.price = [translate(locale, 'price_list.bad_price')];
    seen.add(code);
    if (Object.keys(errors).length > 0) report[String(row.line)] = errors;
    else rows.push({ line: row.line, code, price });
  }
  if (Object.keys(report).length > 0) throw validationError({ rows: report });
  return rows;
}
