import * as v from 'valibot';
import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { DISCOUNT_CSV_COLUMNS, DiscountInputSchema, IMPORT_ROWS_MAX, type DiscountInput } from '@shop/shared/contract/admin-discounts';
import { validationError } from '../http/http-error';
import { fieldErrorsOf } from '../http/validation-errors';
import { translate } from '../i18n/server-i18n';
import { parseCsv } from './csv-table';

/** Spreadsheets save CSV as text/csv, text/plain or (Windows Excel) application/vnd.ms-excel; browsers may send none. */
const CSV_CONTENT_TYPES = new Set(['', 'text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values']);

export interface CsvFile {
  file_name: string;
  content_type: string;
  content: string;
}

/** A cell as the schema expects it: whole numbers as numbers, an empty limit as "no limit". */
function cellValue(column: (typeof DISCOUNT_CSV_COLUMNS)[number], text: string): unknown {
  const trimmed = text.trim();
  if (column === 'max_uses' || column === 'max_uses_per_customer') return trimmed === '' ? null : /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : trimmed;
  if (column === 'value' || column === 'minimum_order') return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? undefined : trimmed;
  return column === 'kind' ? trimmed.toLowerCase() : trimmed;
}

/**
 * The file's discounts, or a 400: "invalid file type" (not a .csv), "missing columns" (named),
 * or the row-by-row report `{ rows: { <line>: field errors } }` when any row is wrong.
 */
export function discountsFromCsv(file: CsvFile, locale: Locale): { line: number; input: DiscountInput }[] {
  const type = file.content_type.split(';')[0]!.trim().toLowerCase();
  if (!file.file_name.toLowerCase().endsWith('.csv') || !CSV_CONTENT_TYPES.has(type) || file.content.includes('\u0000')) {
    throw validationError({ file: [translate(locale, 'admin_discounts.invalid_file_type')] });
  }
  const table = parseCsv(file.content);
  const missing = DISCOUNT_CSV_COLUMNS.filter((column) => !table.header.includes(column));
  if (missing.length > 0) throw validationError({ file: [translate(locale, 'admin_discounts.missing_columns', { columns: missing.join(', ') })] });
  if (table.rows.length === 0) throw validationError({ file: [translate(locale, 'admin_discounts.no_rows')] });
  if (table.rows.length > IMPORT_ROWS_MAX) throw validationError({ file: [translate(locale, 'admin_discounts.too_many_rows', { max: IMPORT_ROWS_MAX })] });

  const report: FieldErrors = {};
  const parsed: { line: number; input: DiscountInput }[] = [];
  const lineOfCode = new Map<string, number>();
  for (const row of table.rows) {
    const raw = Object.fromEntries(DISCOUNT_CSV_COLUMNS.map((column) => [column, cellValue(column, row.cells[table.header.indexOf(column)] ?? '')]));
    const result = v.safeParse(DiscountInputSchema, raw, { abortPipeEarly: true });
    if (!result.success) {
      report[String(row.line)] = fieldErrorsOf(result.issues, locale);
      continue;
    }
    if (lineOfCode.has(result.output.code)) {
      report[String(row.line)] = { code: [translate(locale, 'admin_discounts.code_twice')] };
      continue;
    }
    lineOfCode.set(result.output.code, row.line);
    parsed.push({ line: row.line, input: result.output });
  }
  if (Object.keys(report).length > 0) throw validationError({ rows: report });
  return parsed;
}
