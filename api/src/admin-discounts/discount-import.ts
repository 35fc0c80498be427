import * as v from 'valibot';
import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { csvDateToIso, DISCOUNT_CSV_COLUMNS, DISCOUNT_KINDS, DiscountDatesSchema, DiscountInputSchema, IMPORT_ROWS_MAX, type DiscountInput } from '@shop/shared/contract/admin-discounts';
import { validationError } from '../http/http-error';
import { fieldErrorsOf } from '../http/validation-errors';
import { translate } from '../i18n/server-i18n';
import { parseCsv } from '../csv/csv-table';

/** Spreadsheets save CSV as text/csv, text/plain or (Windows Excel) application/vnd.ms-excel; browsers may send none. */
const CSV_CONTENT_TYPES = new Set(['', 'text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values']);

export interface CsvFile {
  file_name: string;
  content_type: string;
  content: string;
}

/** A cell as the schema expects it: whole numbers as numbers, an empty limit as "no limit", dates as ISO days. */
function cellValue(column: (typeof DISCOUNT_CSV_COLUMNS)[number], text: string): unknown {
  const trimmed = text.trim();
  if (column === 'max_uses' || column === 'max_uses_per_customer') return trimmed === '' ? null : /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : trimmed;
  if (column === 'value' || column === 'minimum_order') return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? undefined : trimmed;
  if (column === 'valid_from' || column === 'valid_to') return csvDateToIso(trimmed);
  return column === 'kind' ? trimmed.toLowerCase() : trimmed;
}

/** Adds a message to one cell of the report, after those it has. */
export function addRowError(report: FieldErrors, line: number, column: string, message: string): void {
  const row = (report[String(line)] ??= {}) as FieldErrors;
  const messages = (row[column] ??= []) as string[];
  if (!messages.includes(message)) messages.push(message);
}

export interface CheckedFile {
  /** The rows with no error of their own (they still wait for the check against the market's codes). */
  rows: { line: number; input: DiscountInput }[];
  /** `{ "<line>": { <column>: [messages] } }`, every error of every row (issue #33: not one kind per round). */
  report: FieldErrors;
  /** Every well-formed code of the file with the line it is on, to look up once among the market's codes. */
  codeLines: { line: number; code: string }[];
}

/**
 * The file's discounts and its row-by-row report, or a 400 for the file itself: "invalid file type" (not a .csv),
 * "missing columns" (named), no rows, too many rows.
 */
export function discountsFromCsv(file: CsvFile, locale: Locale): CheckedFile {
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
  const rows: CheckedFile['rows'] = [];
  const codeLines: CheckedFile['codeLines'] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    const raw = Object.fromEntries(DISCOUNT_CSV_COLUMNS.map((column) => [column, cellValue(column, row.cells[table.header.indexOf(column)] ?? '')]));
    const result = v.safeParse(DiscountInputSchema, raw, { abortPipeEarly: true });
    const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.issues, locale);
    // The schema checks the order of the dates only once every cell is right: check it on its own too.
    if (!result.success && !errors.valid_to) {
      const dates = v.safeParse(DiscountDatesSchema, raw, { abortPipeEarly: true });
      if (!dates.success) Object.assign(errors, fieldErrorsOf(dates.issues, locale));
    }
    // "Letters only" would not help someone who typed "procenta": the cell names the values the file may hold.
    if (errors.kind) errors.kind = [translate(locale, 'admin_discounts.kind_allowed', { kinds: DISCOUNT_KINDS.join(', ') })];
    for (const [column, messages] of Object.entries(errors)) for (const message of messages as string[]) addRowError(report, row.line, column, message);
    if (!errors.code) {
      const code = String(raw.code).toUpperCase();
      if (seen.has(code)) addRowError(report, row.line, 'code', translate(locale, 'admin_discounts.code_twice'));
      seen.add(code);
      codeLines.push({ line: row.line, code });
    }
    if (result.success && !report[String(row.line)]) rows.push({ line: row.line, input: result.output });
  }
  return { rows, report, codeLines };
}
