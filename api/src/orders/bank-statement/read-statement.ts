import type { Locale, Market } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { STATEMENT_ROWS_MAX, type StatementFormat } from '@shop/shared/contract/bank-statements';
import { addRowError } from '../../admin-discounts/discount-import';
import { parseCsv } from '../../csv/csv-table';
import { validationError } from '../../http/http-error';
import { translate } from '../../i18n/server-i18n';
import { orderNumberIn, statementAmount, statementDate, variableSymbol } from './statement-cells';
import { resolveHeader, STATEMENT_PROFILES, type ResolvedColumns } from './statement-formats';

/** One movement of the statement as read, before it meets the orders. */
export interface ReadLine {
  line: number;
  transactionId: string | null;
  bookedOn: string;
  amount: number;
  currency: string;
  /** CZ the variable symbol, RO the order number found in the details; empty when none. */
  reference: string;
  /** The order number the reference names (CZ `E` + the symbol), or null. */
  orderNumber: string | null;
  details: string;
}

export interface StatementFile {
  file_name: string;
  content_type: string;
  content: string;
}

const CSV_CONTENT_TYPES = new Set(['', 'text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values']);
/** Banks put the account, the period and balances above the header: it is looked for among the first lines. */
const HEADER_SEARCH_LINES = 30;
const DETAILS_MAX = 140;
const ID_MAX = 100;
const MARKET_CURRENCY: Record<Market, string> = { CZ: 'CZK', RO: 'RON' };

function headerAt(content: string, market: Market): { resolved: ResolvedColumns; offset: number } | null {
  const lines = content.split(/\r?\n/, HEADER_SEARCH_LINES);
  for (let index = 0; index < lines.length; index++) {
    const header = parseCsv(lines[index]!).header;
    const resolved = resolveHeader(header, market);
    if (resolved) return { resolved, offset: index };
  }
  return null;
}

/**
 * The statement's movements, or a 400: `file` when it is no CSV, no export of the market's banks the import knows,
 * has no movement or too many; `rows` with every unreadable date or amount of every line (nothing is imported then).
 */
export function readStatement(file: StatementFile, market: Market, locale: Locale): { format: StatementFormat; lines: ReadLine[] } {
  const type = file.content_type.split(';')[0]!.trim().toLowerCase();
  if (!/\.(csv|txt)$/i.test(file.file_name) || !CSV_CONTENT_TYPES.has(type) || file.content.includes('\u0000')) {
    throw validationError({ file: [translate(locale, 'bank_statement.invalid_file_type')] });
  }
  const content = file.content.startsWith('\uFEFF') ? file.content.slice(1) : file.content;
  const found = headerAt(content, market);
  if (!found) {
    const formats = STATEMENT_PROFILES.filter((profile) => profile.market === market).map((profile) => translate(locale, `bank_statement.format.${profile.format}`));
    throw validationError({ file: [translate(locale, 'bank_statement.unknown_format', { formats: formats.join(', ') })] });
  }
  const { resolved, offset } = found;
  // From the header on; parseCsv numbers lines from the header as 1, the file's own numbers are offset further.
  const table = parseCsv(content.split(/\r?\n/).slice(offset).join('\n'));
  if (table.rows.length > STATEMENT_ROWS_MAX) throw validationError({ file: [translate(locale, 'bank_statement.too_many_rows', { max: STATEMENT_ROWS_MAX })] });

  const { at } = resolved;
  const headerCells = table.names;
  const report: FieldErrors = {};
  const lines: ReadLine[] = [];
  for (const row of table.rows) {
    const line = row.line + offset;
    const cell = (index: number | undefined) => (index === undefined ? '' : (row.cells[index] ?? '').trim());
    const moneyCells = [cell(at.amount), cell(at.credit), cell(at.debit)];
    const bookedOn = statementDate(cell(at.date));
    // Balances and totals under the movements carry no day and no money of their own: not movements.
    if (!bookedOn && moneyCells.every((text) => text === '')) continue;
    if (!bookedOn) addRowError(report, line, headerCells[at.date!] ?? 'date', translate(locale, 'bank_statement.invalid_date'));
    const amount = moneyOf(cell, at);
    if (amount === null) addRowError(report, line, headerCells[at.amount ?? at.credit!] ?? 'amount', translate(locale, 'bank_statement.invalid_amount'));
    if (!bookedOn || amount === null) continue;
    const details = at.details
      .map((index) => cell(index))
      .filter(Boolean)
      .join(' · ');
    const symbol = market === 'CZ' ? variableSymbol(cell(at.variableSymbol)) : '';
    const orderNumber = market === 'CZ' ? (symbol ? `E${symbol}` : orderNumberIn(details)) : orderNumberIn(details);
    const currency = (cell(at.currency) || MARKET_CURRENCY[market]).toUpperCase();
    lines.push({
      line,
      transactionId: cell(at.id).slice(0, ID_MAX) || null,
      bookedOn,
      amount,
      currency: currency === 'LEI' ? 'RON' : currency,
      reference: market === 'CZ' ? symbol || (orderNumber?.slice(1) ?? '') : (orderNumber ?? ''),
      orderNumber,
      details: details.slice(0, DETAILS_MAX),
    });
  }
  if (Object.keys(report).length > 0) throw validationError({ rows: report });
  if (lines.length === 0) throw validationError({ file: [translate(locale, 'bank_statement.no_rows')] });
  return { format: resolved.profile.format, lines };
}

/** The signed amount: its own column, else money in (credit) or out (debit, made negative). Null when unreadable. */
function moneyOf(cell: (index: number | undefined) => string, at: ResolvedColumns['at']): number | null {
  if (at.amount !== undefined && cell(at.amount) !== '') return statementAmount(cell(at.amount));
  const credit = cell(at.credit);
  if (credit !== '') return statementAmount(credit);
  const debit = cell(at.debit);
  if (debit === '') return null;
  const out = statementAmount(debit);
  return out === null ? null : -Math.abs(out);
}
